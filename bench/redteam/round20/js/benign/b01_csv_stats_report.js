// Parse an embedded CSV, compute per-group statistics, write JSON + CSV reports under ./reports
'use strict';
const fs = require('fs');
const path = require('path');

const RAW = `city,month,temp_c,rain_mm
Oslo,1,-4.3,49
Oslo,7,16.4,81
Lisbon,1,11.6,100
Lisbon,7,23.5,4
Cairo,1,14.0,5
Cairo,7,28.1,0
Lisbon,4,15.0,
`;

function parseCsv(text) {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const cols = header.split(',');
  return lines.map((line) => {
    const cells = line.split(',');
    return Object.fromEntries(cols.map((c, i) => {
      const v = cells[i];
      if (v === undefined || v === '') return [c, null];
      const n = Number(v);
      return [c, Number.isNaN(n) ? v : n];
    }));
  });
}

function groupBy(rows, key) {
  return rows.reduce((acc, r) => {
    (acc[r[key]] ||= []).push(r);
    return acc;
  }, {});
}

function stats(values) {
  const xs = values.filter((v) => v !== null);
  if (!xs.length) return { n: 0, mean: null, min: null, max: null };
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return { n: xs.length, mean: +mean.toFixed(2), min: Math.min(...xs), max: Math.max(...xs) };
}

function main() {
  const rows = parseCsv(RAW);
  const groups = groupBy(rows, 'city');
  const summary = Object.entries(groups).map(([city, rs]) => ({
    city,
    temp: stats(rs.map((r) => r.temp_c)),
    rain: stats(rs.map((r) => r.rain_mm)),
  }));
  const outDir = path.join(process.cwd(), 'reports');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'climate.json'), JSON.stringify(summary, null, 2));
  const csv = ['city,temp_mean,rain_mean']
    .concat(summary.map((s) => `${s.city},${s.temp.mean},${s.rain.mean}`))
    .join('\n');
  fs.writeFileSync(path.join(outDir, 'climate.csv'), csv + '\n');
  console.table(summary.map((s) => ({ city: s.city, temp: s.temp.mean, rain: s.rain.mean })));
}

main();
