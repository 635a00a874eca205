const fs = require('fs');
const path = require('path');

const destinations = new Map([
  ['csv', 'results/csv'],
  ['md', 'results/markdown'],
]);

const table = [
  ['name', 'qty'],
  ['apples', 4],
  ['pears', 7],
];

const renderers = {
  csv: (rows) => rows.map((r) => r.join(',')).join('\n'),
  md: (rows) => rows.map((r) => `| ${r.join(' | ')} |`).join('\n'),
};

for (const [fmt, dir] of destinations) {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `inventory.${fmt}`);
  fs.writeFileSync(file, renderers[fmt](table) + '\n');
  console.log('wrote', file);
}
