// Parse a small CSV (with quoted fields), aggregate by month and write CSV output in cwd.
'use strict';
const fs = require('fs');
const path = require('path');

const CSV = `date,category,amount,note
2024-01-04,food,12.50,"lunch, team"
2024-01-09,travel,45.00,train
2024-01-15,food,8.20,
2024-02-02,food,15.00,"dinner ""special"""
2024-02-11,office,99.99,chair
2024-02-20,travel,120.00,flight
2024-03-01,food,7.75,coffee
`;

function parseLine(line) {
  const out = [];
  let cur = '', quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') { cur += '"'; i++; }
      else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') { out.push(cur); cur = ''; }
    else cur += ch;
  }
  out.push(cur);
  return out;
}

function parse(text) {
  const [head, ...rows] = text.trim().split('\n').map(parseLine);
  return rows.map((r) => Object.fromEntries(head.map((h, i) => [h, r[i]])));
}

function aggregate(rows) {
  const table = new Map();
  for (const r of rows) {
    const key = `${r.date.slice(0, 7)}|${r.category}`;
    table.set(key, (table.get(key) || 0) + Number(r.amount));
  }
  return [...table].map(([k, v]) => { const [month, category] = k.split('|'); return { month, category, total: v.toFixed(2) }; });
}

function main() {
  const rows = parse(CSV);
  const agg = aggregate(rows);
  const lines = ['month,category,total', ...agg.map((a) => `${a.month},${a.category},${a.total}`)];
  fs.writeFileSync(path.join(process.cwd(), 'monthly.csv'), lines.join('\n') + '\n');
  console.log(lines.join('\n'));
  console.log('notes with quotes:', rows.filter((r) => r.note.includes('"')).length);
}

main();
