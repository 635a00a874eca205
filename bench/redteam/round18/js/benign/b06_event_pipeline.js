'use strict';
// Order-processing pipeline built on EventEmitter: validate -> price -> ship, with stats and a JSON report.
const { EventEmitter } = require('events');
const fs = require('fs');
const path = require('path');

const PRICES = new Map([['apple', 0.5], ['bread', 2.2], ['cheese', 6.75], ['milk', 1.15]]);
const SHIPPING = { standard: { base: 4.9, perItem: 0.2 }, express: { base: 9.9, perItem: 0.5 } };

class Pipeline extends EventEmitter {
  #stages = [];
  stats = { accepted: 0, rejected: 0, revenue: 0 };

  use(name, fn) {
    this.#stages.push({ name, fn });
    return this;
  }

  process(order) {
    let current = { ...order };
    for (const { name, fn } of this.#stages) {
      try {
        current = fn(current);
        this.emit('stage', name, current.id);
      } catch (err) {
        this.stats.rejected += 1;
        this.emit('rejected', order.id, `${name}: ${err.message}`);
        return null;
      }
    }
    this.stats.accepted += 1;
    this.stats.revenue += current.total;
    this.emit('done', current);
    return current;
  }
}

const validate = (o) => {
  const unknown = o.items.filter(([sku]) => !PRICES.has(sku));
  if (unknown.length) throw new Error(`unknown sku ${unknown.map(([s]) => s).join(',')}`);
  if (!o.items.length) throw new Error('empty order');
  return o;
};

const price = (o) => ({ ...o, subtotal: o.items.reduce((sum, [sku, qty]) => sum + PRICES.get(sku) * qty, 0) });

const ship = ({ method = 'standard', ...o }) => {
  const rule = SHIPPING[method] ?? SHIPPING.standard;
  const count = o.items.reduce((n, [, qty]) => n + qty, 0);
  const shipping = o.subtotal > 30 ? 0 : rule.base + rule.perItem * count;
  return { ...o, method, shipping, total: +(o.subtotal + shipping).toFixed(2) };
};

const ORDERS = [
  { id: 1, items: [['apple', 6], ['milk', 2]] },
  { id: 2, items: [['cheese', 4], ['bread', 3]], method: 'express' },
  { id: 3, items: [['caviar', 1]] },
  { id: 4, items: [] },
  { id: 5, items: [['bread', 1]], method: 'drone' },
];

const pipeline = new Pipeline().use('validate', validate).use('price', price).use('ship', ship);
const log = [];
pipeline.on('rejected', (id, reason) => log.push({ id, status: 'rejected', reason }));
pipeline.on('done', (o) => log.push({ id: o.id, status: 'ok', total: o.total, method: o.method }));

const completed = ORDERS.map((o) => pipeline.process(o)).filter(Boolean);
const uniqueSkus = new Set(completed.flatMap((o) => o.items.map(([sku]) => sku)));

const report = { ...pipeline.stats, revenue: +pipeline.stats.revenue.toFixed(2), skus: [...uniqueSkus].sort(), log };
const outDir = path.join(process.cwd(), 'out');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'orders_report.json'), JSON.stringify(report, null, 2));
console.log(report);
