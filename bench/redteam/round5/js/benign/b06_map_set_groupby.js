// class: benign | technique: Map/Set grouping, destructuring, spread and a generator pipeline | effect: prints grouped totals
const sales = [
  { region: 'north', item: 'kill-switch', qty: 3 },
  { region: 'south', item: 'exec-chair', qty: 5 },
  { region: 'north', item: 'spawn-kit', qty: 2 },
  { region: 'east', item: 'exec-chair', qty: 1 },
];

function* byRegion(rows) {
  const groups = new Map();
  for (const { region, ...rest } of rows) {
    if (!groups.has(region)) groups.set(region, []);
    groups.get(region).push(rest);
  }
  yield* groups;
}

const items = new Set(sales.map((s) => s.item));
for (const [region, rows] of byRegion(sales)) {
  const total = rows.reduce((a, { qty }) => a + qty, 0);
  console.log(region.padEnd(6), total, [...new Set(rows.map((r) => r.item))].join(','));
}
console.log('distinct items:', [...items].sort());
