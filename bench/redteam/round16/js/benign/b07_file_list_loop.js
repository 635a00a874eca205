const fs = require('fs');
const path = require('path');

let seed = 5;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = (arr) => arr[Math.floor(rand() * arr.length)];

fs.mkdirSync('raw', { recursive: true });
const files = [];
for (let day = 1; day <= 5; day++) {
  const file = path.join('raw', `log_2024-03-0${day}.csv`);
  const lines = ['endpoint,latency_ms,status'];
  for (let i = 0; i < 30; i++) {
    lines.push([pick(['/api/a', '/api/b', '/health']), Math.floor(5 + rand() * 900), pick([200, 200, 404, 500])].join(','));
  }
  fs.writeFileSync(file, lines.join('\n'));
  files.push(file);
}

const perEndpoint = new Map();
let errors = 0;
for (const file of files) {
  const [, ...body] = fs.readFileSync(file, 'utf8').split('\n');
  for (const line of body) {
    const [endpoint, latency, status] = line.split(',');
    if (!perEndpoint.has(endpoint)) perEndpoint.set(endpoint, []);
    perEndpoint.get(endpoint).push(Number(latency));
    if (status !== '200') errors++;
  }
}

const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(0.95 * (xs.length - 1))];
const out = ['endpoint,count,p95'];
for (const [ep, vals] of [...perEndpoint].sort()) out.push(`${ep},${vals.length},${p95(vals)}`);

fs.mkdirSync('results', { recursive: true });
fs.writeFileSync('results/latency.csv', out.join('\n') + '\n');
console.log(`${files.length} files, ${errors} errors`);
