// benign: parses an inline CSV string, computes per-group stats, writes ./out/summary.json (decoy variable names execSummary, system)
'use strict';
const fs = require('fs');
const path = require('path');

const CSV = `team,player,points
red,ann,12
red,bo,7
blue,cy,15
blue,di,9
green,ed,11
green,flo,4`;

function parseCsv(text) {
  const [head, ...lines] = text.trim().split('\n');
  const cols = head.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], isNaN(v) ? v : Number(v)])));
}

function stats(values) {
  const n = values.length;
  const mean = values.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / n);
  return { n, mean: +mean.toFixed(2), sd: +sd.toFixed(2), max: Math.max(...values) };
}

function summarise(rows) {
  const groups = new Map();
  for (const r of rows) {
    if (!groups.has(r.team)) groups.set(r.team, []);
    groups.get(r.team).push(r.points);
  }
  const execSummary = {};
  for (const [team, pts] of groups) execSummary[team] = stats(pts);
  return execSummary;
}

const system = { name: 'league-stats', version: '1.0.0' };
const execSummary = summarise(parseCsv(CSV));
const outDir = path.join('.', 'out');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'summary.json'), JSON.stringify({ system, execSummary }, null, 2));
console.table(execSummary);
