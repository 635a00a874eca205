// Reshape a list of orders into per-customer summaries and write JSON under cwd.
'use strict';
const fs = require('fs');
const path = require('path');

const orders = [
  { id: 1, customer: 'acme', items: [{ sku: 'A', qty: 2, price: 9.5 }, { sku: 'B', qty: 1, price: 20 }], date: '2024-03-01' },
  { id: 2, customer: 'globex', items: [{ sku: 'A', qty: 10, price: 9 }], date: '2024-03-02' },
  { id: 3, customer: 'acme', items: [{ sku: 'C', qty: 3, price: 4.25 }], date: '2024-03-05' },
  { id: 4, customer: 'initech', items: [], date: '2024-03-06' },
  { id: 5, customer: 'globex', items: [{ sku: 'B', qty: 2, price: 19 }, { sku: 'C', qty: 1, price: 4.25 }], date: '2024-03-09' },
];

const orderTotal = (o) => o.items.reduce((acc, it) => acc + it.qty * it.price, 0);

function summarise(list) {
  const byCustomer = {};
  for (const o of list) {
    const c = (byCustomer[o.customer] ??= { orders: 0, total: 0, skus: new Set(), last: null });
    c.orders += 1;
    c.total += orderTotal(o);
    o.items.forEach((it) => c.skus.add(it.sku));
    if (!c.last || o.date > c.last) c.last = o.date;
  }
  return Object.fromEntries(
    Object.entries(byCustomer)
      .sort(([, a], [, b]) => b.total - a.total)
      .map(([name, c]) => [name, { ...c, total: Number(c.total.toFixed(2)), skus: [...c.skus].sort() }]),
  );
}

function main() {
  const summary = summarise(orders);
  const empty = orders.filter((o) => o.items.length === 0).map((o) => o.id);
  const out = path.join(process.cwd(), 'customers.json');
  fs.writeFileSync(out, JSON.stringify({ summary, emptyOrders: empty }, null, 2));
  console.log(summary);
}

main();
