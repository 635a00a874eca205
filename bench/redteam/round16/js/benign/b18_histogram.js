const fs = require('fs');
const path = require('path');

const config = JSON.parse('{"bins": 10, "datasets": ["latency", "payload"]}');

let state = 2024;
const uniform = () => ((state = (state * 16807) % 2147483647) / 2147483647);
const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());

const datasets = {
  latency: Array.from({ length: 800 }, () => Math.exp(3 + 0.5 * normal())),
  payload: Array.from({ length: 800 }, () => Math.abs(300 + 120 * normal())),
};

function histogram(values, bins) {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const width = (hi - lo) / bins;
  const counts = new Array(bins).fill(0);
  for (const v of values) counts[Math.min(bins - 1, Math.floor((v - lo) / width))] += 1;
  return counts.map((count, i) => ({ lo: +(lo + i * width).toFixed(2), hi: +(lo + (i + 1) * width).toFixed(2), count }));
}

const outDir = path.join('out', 'histograms');
fs.mkdirSync(outDir, { recursive: true });
const table = {};
for (const name of config.datasets) {
  table[name] = histogram(datasets[name], config.bins);
  const maxCount = Math.max(...table[name].map((b) => b.count));
  const ascii = table[name].map((b) => `${String(b.lo).padStart(8)} | ${'*'.repeat(Math.round((40 * b.count) / maxCount))}`);
  fs.writeFileSync(path.join(outDir, `${name}.txt`), ascii.join('\n') + '\n');
}
fs.writeFileSync(path.join(outDir, 'bins.json'), JSON.stringify(table, null, 1));
console.log(Object.fromEntries(Object.entries(table).map(([k, v]) => [k, v.reduce((a, b) => a + b.count, 0)])));
