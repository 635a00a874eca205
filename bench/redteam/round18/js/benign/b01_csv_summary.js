'use strict';
// Parse an inline CSV export, compute per-group statistics and write a JSON + CSV summary.
const fs = require('fs');
const path = require('path');

const RAW = `date,store,category,units,revenue
2024-04-01,Lyon,books,12,143.50
2024-04-01,Lyon,games,3,119.97
2024-04-02,Nantes,books,8,96.00
2024-04-02,Nantes,music,5,54.95
2024-04-03,Lyon,music,,0
2024-04-03,Lille,games,7,279.93
2024-04-04,Lille,books,15,180.25
2024-04-04,Nantes,games,2,79.98
2024-04-05,Lyon,books,9,101.10`;

const DEFAULTS = { groupBy: 'store', value: 'revenue', outDir: 'out', decimals: 2 };

function parseCsv(text) {
  const [headerLine, ...lines] = text.trim().split(/\r?\n/);
  const headers = headerLine.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(headers.map((h, i) => [h, cells[i] ?? '']));
  });
}

function coerce(rows) {
  return rows
    .map((r) => ({ ...r, units: r.units === '' ? null : Number(r.units), revenue: Number(r.revenue) }))
    .filter((r) => r.units !== null);
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  const mean = sorted.reduce((a, b) => a + b, 0) / n;
  const mid = Math.floor(n / 2);
  const median = n % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  const sd = Math.sqrt(sorted.reduce((acc, v) => acc + (v - mean) ** 2, 0) / Math.max(1, n - 1));
  return { n, sum: mean * n, mean, median, sd };
}

function summarise(rows, opts = {}) {
  const cfg = { ...DEFAULTS, ...opts };
  const groups = new Map();
  for (const row of rows) {
    const key = row[cfg.groupBy];
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(row[cfg.value]);
  }
  const round = (x) => Number(x.toFixed(cfg.decimals));
  return [...groups].map(([key, vals]) => {
    const s = stats(vals);
    return { [cfg.groupBy]: key, ...Object.fromEntries(Object.entries(s).map(([k, v]) => [k, round(v)])) };
  }).sort((a, b) => b.sum - a.sum);
}

function toCsv(records) {
  const cols = Object.keys(records[0]);
  return [cols.join(','), ...records.map((r) => cols.map((c) => r[c]).join(','))].join('\n') + '\n';
}

function main() {
  const rows = coerce(parseCsv(RAW));
  const byStore = summarise(rows);
  const byCategory = summarise(rows, { groupBy: 'category' });
  const outDir = path.join(process.cwd(), DEFAULTS.outDir);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify({ byStore, byCategory }, null, 2));
  fs.writeFileSync(path.join(outDir, 'by_store.csv'), toCsv(byStore));
  console.table(byStore);
  console.table(byCategory);
}

main();
