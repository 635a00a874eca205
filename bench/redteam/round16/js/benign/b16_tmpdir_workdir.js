const fs = require('fs');
const path = require('path');

const workRoot = path.join(process.cwd(), 'tmp');
fs.mkdirSync(workRoot, { recursive: true });
const scratch = fs.mkdtempSync(path.join(workRoot, 'merge-'));

const chunks = [
  [['alpha', 3], ['beta', 5]],
  [['gamma', 2], ['alpha', 4]],
  [['beta', 1], ['delta', 9]],
];

const partials = chunks.map((chunk, i) => {
  const file = path.join(scratch, `chunk${i}.csv`);
  fs.writeFileSync(file, chunk.map((row) => row.join(',')).join('\n'));
  return file;
});

const totals = {};
for (const file of partials) {
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [name, count] = line.split(',');
    totals[name] = (totals[name] ?? 0) + Number(count);
  }
}

fs.mkdirSync('results', { recursive: true });
const merged = ['name,count', ...Object.keys(totals).sort().map((k) => `${k},${totals[k]}`)];
fs.writeFileSync(path.join('results', 'merged.csv'), merged.join('\n') + '\n');

fs.rmSync(scratch, { recursive: true, force: true });
console.log(`merged ${partials.length} chunks into ${Object.keys(totals).length} rows`);
