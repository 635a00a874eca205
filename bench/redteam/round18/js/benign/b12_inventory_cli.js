'use strict';
// Inventory CLI using util.parseArgs; falls back to a demo argument list when run without arguments.
const { parseArgs } = require('util');
const fs = require('fs');
const path = require('path');

const DATA_FILE = path.join(process.cwd(), 'data', 'inventory.json');
const SEED = [
  { sku: 'KB-01', name: 'Keyboard', qty: 14, reorderAt: 5 },
  { sku: 'MS-02', name: 'Mouse', qty: 3, reorderAt: 6 },
  { sku: 'MN-27', name: 'Monitor 27"', qty: 7, reorderAt: 2 },
];

const OPTIONS = {
  list: { type: 'boolean', short: 'l', default: false },
  add: { type: 'string', short: 'a' },
  qty: { type: 'string', short: 'q', default: '1' },
  remove: { type: 'string', short: 'r' },
  format: { type: 'string', default: 'table' },
  reset: { type: 'boolean', default: false },
};

class Inventory {
  constructor(file = DATA_FILE) {
    this.file = file;
    this.items = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : structuredClone(SEED);
  }
  find(sku) { return this.items.find((i) => i.sku === sku); }
  adjust(sku, delta) {
    const item = this.find(sku);
    if (!item) throw new Error(`no such sku: ${sku}`);
    item.qty = Math.max(0, item.qty + delta);
    return item;
  }
  get lowStock() { return this.items.filter(({ qty, reorderAt }) => qty <= reorderAt); }
  save() {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, JSON.stringify(this.items, null, 2));
  }
}

const formatters = {
  table: (items) => console.table(items),
  json: (items) => console.log(JSON.stringify(items, null, 2)),
  csv: (items) => console.log(['sku,name,qty', ...items.map((i) => `${i.sku},"${i.name.replace(/"/g, '""')}",${i.qty}`)].join('\n')),
};

function run(argv) {
  const { values } = parseArgs({ args: argv, options: OPTIONS, strict: true });
  const inv = new Inventory();
  if (values.reset) inv.items = structuredClone(SEED);
  const qty = Number.parseInt(values.qty, 10);
  if (values.add) console.log('restocked', inv.adjust(values.add, qty));
  if (values.remove) console.log('picked', inv.adjust(values.remove, -qty));
  if (values.list) (formatters[values.format] ?? formatters.table)(inv.items);
  if (inv.lowStock.length) console.log('reorder:', inv.lowStock.map((i) => i.sku).join(', '));
  inv.save();
}

const userArgs = process.argv.slice(2);
const demo = [['--reset', '--list'], ['-a', 'MS-02', '-q', '10'], ['-r', 'MN-27', '-q', '6', '--list', '--format', 'csv']];
for (const argv of userArgs.length ? [userArgs] : demo) {
  console.log(`> inventory ${argv.join(' ')}`);
  run(argv);
}
