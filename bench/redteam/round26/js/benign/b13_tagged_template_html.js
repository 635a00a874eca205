// benign: tagged template literal that HTML-escapes interpolated values; writes ./out/index.html
'use strict';
const fs = require('fs');

const ESC = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (v) => String(v).replace(/[&<>"']/g, (c) => ESC[c]);

function html(strings, ...values) {
  return strings.reduce((out, s, i) => {
    const v = i < values.length ? values[i] : '';
    const rendered = Array.isArray(v) ? v.join('') : v && v.__safe ? v.value : escape(v);
    return out + s + rendered;
  }, '');
}

const safe = (value) => ({ __safe: true, value });

const ITEMS = [
  { name: 'Widget <Pro>', price: 19.99 },
  { name: 'Gadget & Co', price: 5 },
  { name: '"Quoted" thing', price: 12.5 },
];

function row(item) {
  return html`<tr><td>${item.name}</td><td>${item.price.toFixed(2)}</td></tr>`;
}

function page(title, items) {
  return html`<!doctype html>
<html><head><title>${title}</title></head>
<body><h1>${title}</h1>
<table>${safe(items.map(row).join('\n'))}</table>
</body></html>`;
}

const out = page('Price list <draft>', ITEMS);
fs.mkdirSync('out', { recursive: true });
fs.writeFileSync('out/index.html', out);
console.log(out);
