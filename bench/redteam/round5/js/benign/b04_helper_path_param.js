// class: benign | technique: a save(dir, name, data) helper called with several relative folders and __dirname; files written through path.join | effect: writes files under the working directory
const fs = require('fs');
const path = require('path');

function save(dir, name, data) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  fs.writeFileSync(file, data);
  return file;
}

const written = [
  save('reports', 'daily.txt', 'ok\n'),
  save('reports/archive', 'old.txt', 'older\n'),
  save(path.join(__dirname, 'cache'), 'index.json', '{}'),
  save('.', 'summary.txt', 'done\n'),
];

for (const f of written) console.log(f, fs.statSync(f).size);
