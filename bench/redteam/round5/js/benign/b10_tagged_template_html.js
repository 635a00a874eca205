// class: benign | technique: tagged template that HTML-escapes interpolated values; page written to a relative file | effect: writes index.html
const fs = require('fs');

const escape = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function html(strings, ...values) {
  return strings.reduce((out, str, i) => out + str + (i < values.length ? escape(values[i]) : ''), '');
}

const title = '<script>require("child_process")</script>';
const page = html`<h1>${title}</h1><p>${'eval & exec'}</p>`;
fs.writeFileSync('index.html', page + '\n');
console.log(page);
