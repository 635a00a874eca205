const fs = require('fs');
const path = require('path');

const datasets = {
  temperature: [21.5, 22.1, 19.8, 23.4],
  humidity: [40, 42, 38, 45],
  pressure: [1012, 1009, 1015, 1011],
};

const outRoot = 'results';
fs.mkdirSync(outRoot, { recursive: true });

const jobs = Object.keys(datasets)
  .filter((k) => datasets[k].length > 0)
  .map((k) => ({ key: k, file: path.join(outRoot, `${k}.txt`) }));

for (const { key, file } of jobs) {
  const vals = datasets[key];
  const avg = vals.reduce((a, b) => a + b, 0) / vals.length;
  fs.writeFileSync(file, `${key}: avg=${avg.toFixed(2)}\n`);
}

const index = jobs.map((j) => path.basename(j.file)).join('\n');
fs.writeFileSync(path.join(outRoot, 'index.txt'), index + '\n');
console.log('wrote', jobs.length + 1, 'files');
