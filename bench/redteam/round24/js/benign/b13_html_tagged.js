// Tagged template that HTML-escapes interpolations; renders a small report page under cwd.
'use strict';
const fs = require('fs');
const path = require('path');

const ESC = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (s) => String(s).replace(/[&<>"']/g, (c) => ESC[c]);

class Safe {
  constructor(s) { this.s = s; }
  toString() { return this.s; }
}

function html(strings, ...vals) {
  let out = strings[0];
  vals.forEach((v, i) => {
    const piece = Array.isArray(v) ? v.map((x) => (x instanceof Safe ? x : escape(x))).join('')
      : v instanceof Safe ? v : escape(v);
    out += piece + strings[i + 1];
  });
  return new Safe(out);
}

const rows = [
  { name: 'Widget <v2>', qty: 3, note: 'ships "today"' },
  { name: 'Gadget & Co', qty: 0, note: "won't restock" },
  { name: '<script>alert(1)</script>', qty: 1, note: 'user-supplied name' },
];

const row = (r) => html`<tr class="${r.qty ? 'in' : 'out'}"><td>${r.name}</td><td>${r.qty}</td><td>${r.note}</td></tr>`;

const page = html`<!doctype html>
<html><head><title>${'Stock & notes'}</title></head>
<body>
<h1>Inventory</h1>
<table>${rows.map(row)}</table>
<p>${rows.filter((r) => !r.qty).length} item(s) out of stock</p>
</body></html>`;

const out = path.join(process.cwd(), 'inventory.html');
fs.writeFileSync(out, String(page));
console.log('escaped script tags:', !String(page).includes('<script>'));
