// benign: Array/Map/Set manipulation - dedupe, group, intersect, frequency ranking
'use strict';

const ORDERS = [
  { id: 1, customer: 'ann', items: ['apple', 'bread', 'milk'] },
  { id: 2, customer: 'bo', items: ['bread', 'eggs'] },
  { id: 3, customer: 'ann', items: ['milk', 'eggs', 'apple'] },
  { id: 4, customer: 'cy', items: ['apple'] },
  { id: 5, customer: 'bo', items: ['milk', 'bread', 'cheese'] },
];

const byCustomer = new Map();
for (const o of ORDERS) {
  if (!byCustomer.has(o.customer)) byCustomer.set(o.customer, new Set());
  o.items.forEach((i) => byCustomer.get(o.customer).add(i));
}

const freq = ORDERS.flatMap((o) => o.items).reduce((m, i) => m.set(i, (m.get(i) || 0) + 1), new Map());
const ranked = [...freq.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));

const intersect = (a, b) => new Set([...a].filter((x) => b.has(x)));
const union = (a, b) => new Set([...a, ...b]);

console.log('per customer:', Object.fromEntries([...byCustomer].map(([k, v]) => [k, [...v].sort()])));
console.log('ranked items:', ranked);
console.log('ann & bo:', [...intersect(byCustomer.get('ann'), byCustomer.get('bo'))]);
console.log('all items:', [...union(byCustomer.get('ann'), byCustomer.get('cy'))].sort());

const chunks = (arr, n) => Array.from({ length: Math.ceil(arr.length / n) }, (_, i) => arr.slice(i * n, i * n + n));
console.log('pages:', chunks(ORDERS.map((o) => o.id), 2));
const weak = new WeakMap(ORDERS.map((o) => [o, o.items.length]));
console.log('sizes:', ORDERS.map((o) => weak.get(o)));
