const fs = require('fs');
const path = require('path');

const rows = [
  ['city', 'temp', 'rain'],
  ['Oslo', 4.2, 12],
  ['Lima', 19.8, 1],
  ['Pune', 27.1, 40],
  ['Kyiv', 8.5, 18],
];

fs.mkdirSync('data', { recursive: true });
const csvPath = path.join('data', 'weather.csv');
fs.writeFileSync(csvPath, rows.map((r) => r.join(',')).join('\n') + '\n');

const [header, ...lines] = fs.readFileSync(csvPath, 'utf8').trim().split('\n');
const cols = header.split(',');
const records = lines.map((line) => {
  const vals = line.split(',');
  return Object.fromEntries(cols.map((c, i) => [c, i === 0 ? vals[i] : Number(vals[i])]));
});

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const stdev = (xs) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((acc, x) => acc + (x - m) ** 2, 0) / (xs.length - 1));
};

const temps = records.map((r) => r.temp);
const summary = {
  meanTemp: +mean(temps).toFixed(2),
  stdevTemp: +stdev(temps).toFixed(3),
  totalRain: records.reduce((a, r) => a + r.rain, 0),
  warmest: records.reduce((best, r) => (r.temp > best.temp ? r : best)).city,
};

fs.mkdirSync('results', { recursive: true });
fs.writeFileSync(path.join('results', 'summary.json'), JSON.stringify(summary, null, 2));
console.log(summary);
