const fs = require('fs');
const path = require('path');

const DEFAULTS = { outDir: 'out', name: 'stats', pretty: false };

function saveStats(stats, options = {}) {
  const opts = Object.assign({}, DEFAULTS, options);
  const merged = { ...opts, pretty: true };
  fs.mkdirSync(merged.outDir, { recursive: true });
  const file = path.join(merged.outDir, merged.name + '.json');
  fs.writeFileSync(file, JSON.stringify(stats, null, merged.pretty ? 2 : 0));
  return file;
}

const values = [3, 9, 4, 11, 7, 2];
const mean = values.reduce((a, b) => a + b, 0) / values.length;
const stats = {
  n: values.length,
  mean,
  min: Math.min(...values),
  max: Math.max(...values),
};
console.log(saveStats(stats));
console.log(saveStats(stats, { outDir: 'results', name: 'stats_copy' }));
