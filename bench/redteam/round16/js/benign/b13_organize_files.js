const fs = require('fs');
const path = require('path');

const incoming = 'incoming';
fs.mkdirSync(incoming, { recursive: true });
const samples = {
  'q1_sales.csv': 'region,total\nnorth,10\n',
  'q2_sales.csv': 'region,total\nnorth,14\n',
  'notes.txt': 'check outliers\n',
  'params.json': JSON.stringify({ alpha: 0.1 }),
  'chart.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
};
Object.entries(samples).forEach(([name, body]) => fs.writeFileSync(path.join(incoming, name), body));

const CATEGORY = new Map([
  ['.csv', 'tables'],
  ['.json', 'configs'],
  ['.txt', 'notes'],
]);

const organised = 'organised';
const manifest = {};
for (const name of fs.readdirSync(incoming).sort()) {
  const category = CATEGORY.get(path.extname(name)) ?? 'other';
  const destDir = path.join(organised, category);
  fs.mkdirSync(destDir, { recursive: true });
  const dest = path.join(destDir, name);
  fs.renameSync(path.join(incoming, name), dest);
  (manifest[category] ||= []).push({ name, bytes: fs.statSync(dest).size });
}

fs.rmdirSync(incoming);
fs.writeFileSync(path.join(organised, 'manifest.json'), JSON.stringify(manifest, null, 2));
for (const [cat, files] of Object.entries(manifest)) console.log(cat, files.map((f) => f.name));
