const fs = require('fs');
const path = require('path');

class Item {
  constructor(sku, name, qty, unitPrice, tags = []) {
    Object.assign(this, { sku, name, qty, unitPrice, tags });
  }

  get value() {
    return this.qty * this.unitPrice;
  }

  toJSON() {
    return { ...this, value: Number(this.value.toFixed(2)) };
  }
}

const inventory = [
  new Item('A-1', 'bolt', 120, 0.15, ['hardware']),
  new Item('B-7', 'hinge', 30, 2.4, ['hardware', 'door']),
  new Item('C-3', 'paint', 8, 14.99, ['finish']),
  new Item('D-9', 'brush', 15, 3.25),
];

const byTag = new Map();
for (const item of inventory) {
  for (const tag of item.tags.length ? item.tags : ['untagged']) {
    if (!byTag.has(tag)) byTag.set(tag, []);
    byTag.get(tag).push(item.sku);
  }
}

const report = {
  totalValue: Number(inventory.reduce((s, it) => s + it.value, 0).toFixed(2)),
  lowStock: inventory.filter((it) => it.qty < 20),
  byTag: Object.fromEntries(byTag),
};

const outDir = path.join('reports', 'inventory');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'report.json'), JSON.stringify(report, null, 2));
console.log(`inventory value: ${report.totalValue}`);
