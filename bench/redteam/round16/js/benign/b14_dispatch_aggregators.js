const fs = require('fs');
const path = require('path');

const measurements = [3.1, 4.7, 2.2, 5.9, 4.4, 3.8, 6.1, 2.9, 4.0];

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const quantile = (xs, q) => {
  const s = sorted(xs);
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  return s[lo] + (s[Math.min(lo + 1, s.length - 1)] - s[lo]) * (pos - lo);
};

const AGGREGATORS = {
  mean: (xs) => xs.reduce((a, b) => a + b, 0) / xs.length,
  median: (xs) => quantile(xs, 0.5),
  range: (xs) => Math.max(...xs) - Math.min(...xs),
  iqr: (xs) => quantile(xs, 0.75) - quantile(xs, 0.25),
  count: (xs) => xs.length,
};

function runAggregations(values, names) {
  const out = {};
  for (const name of names) {
    const fn = AGGREGATORS[name];
    if (typeof fn !== 'function') throw new Error(`unknown aggregator ${name}`);
    out[name] = Number(fn(values).toFixed(4));
  }
  return out;
}

const summary = runAggregations(measurements, ['mean', 'median', 'iqr', 'range', 'count']);
const normalised = measurements.map((x) => +((x - summary.mean) / (summary.range || 1)).toFixed(3));

const outFile = path.join('results', 'aggregates.json');
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, JSON.stringify({ summary, normalised }, null, 2));
Object.entries(summary).forEach(([k, v]) => console.log(`${k.padStart(8)}: ${v}`));
