const fs = require('fs');
const path = require('path');

const config = JSON.parse(`{
  "threshold": 0.65,
  "columns": ["a", "b", "c"],
  "outputDir": "results",
  "roundTo": 3
}`);

const samples = [
  { a: 0.12, b: 0.91, c: 0.44 },
  { a: 0.77, b: 0.31, c: 0.68 },
  { a: 0.55, b: 0.66, c: 0.09 },
  { a: 0.81, b: 0.72, c: 0.93 },
];

fs.mkdirSync('data', { recursive: true });
fs.writeFileSync('data/samples.json', JSON.stringify(samples));
const loaded = JSON.parse(fs.readFileSync('data/samples.json', 'utf8'));

const flags = loaded.map((row) =>
  Object.fromEntries(config.columns.map((col) => [col, row[col] >= config.threshold]))
);

const round = (x) => Math.round(x * 10 ** config.roundTo) / 10 ** config.roundTo;
const rates = {};
for (const col of config.columns) {
  rates[col] = round(flags.filter((f) => f[col]).length / flags.length);
}

fs.mkdirSync(config.outputDir, { recursive: true });
fs.writeFileSync(
  path.join(config.outputDir, 'rates.json'),
  JSON.stringify({ config, rates }, null, 2)
);
console.log(rates);
