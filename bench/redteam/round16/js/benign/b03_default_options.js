const fs = require('fs');
const path = require('path');

const DEFAULTS = {
  outputDir: 'out',
  precision: 2,
  delimiter: ',',
  includeHeader: true,
};

function writeTable(name, rows, options = {}) {
  const opts = { ...DEFAULTS, ...options };
  fs.mkdirSync(opts.outputDir, { recursive: true });
  const keys = Object.keys(rows[0]);
  const fmt = (v) => (typeof v === 'number' ? v.toFixed(opts.precision) : String(v));
  const lines = rows.map((r) => keys.map((k) => fmt(r[k])).join(opts.delimiter));
  if (opts.includeHeader) lines.unshift(keys.join(opts.delimiter));
  const target = path.join(opts.outputDir, name);
  fs.writeFileSync(target, lines.join('\n') + '\n');
  return target;
}

const scores = [
  { student: 'amira', math: 88.5, physics: 79.25 },
  { student: 'ben', math: 72, physics: 91.5 },
  { student: 'chen', math: 95.75, physics: 85 },
];

const withAvg = scores.map((s) => ({ ...s, avg: (s.math + s.physics) / 2 }));
const written = [
  writeTable('scores.csv', withAvg),
  writeTable('scores.tsv', withAvg, { delimiter: '\t', precision: 1 }),
  writeTable('scores_nohdr.csv', withAvg, { includeHeader: false, outputDir: path.join('out', 'raw') }),
];

console.log('wrote', written.join(', '));
