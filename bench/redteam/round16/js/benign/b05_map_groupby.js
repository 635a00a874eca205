const fs = require('fs');
const path = require('path');

const sales = [
  { region: 'north', month: 'jan', revenue: 1200 },
  { region: 'south', month: 'jan', revenue: 950 },
  { region: 'north', month: 'feb', revenue: 1310 },
  { region: 'east', month: 'feb', revenue: 700 },
  { region: 'south', month: 'mar', revenue: 1020 },
  { region: 'east', month: 'mar', revenue: 880 },
  { region: 'north', month: 'mar', revenue: 1500 },
];

function groupBy(items, keyFn) {
  const groups = new Map();
  for (const item of items) {
    const key = keyFn(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

const byRegion = groupBy(sales, (s) => s.region);
const totals = [...byRegion.entries()]
  .map(([region, list]) => ({
    region,
    total: list.reduce((a, s) => a + s.revenue, 0),
    months: new Set(list.map((s) => s.month)).size,
  }))
  .sort((a, b) => b.total - a.total);

const months = [...new Set(sales.map((s) => s.month))];
const pivotRows = totals.map(({ region }) => {
  const cells = months.map((m) =>
    byRegion.get(region).filter((s) => s.month === m).reduce((a, s) => a + s.revenue, 0)
  );
  return [region, ...cells].join(',');
});

const outDir = 'out';
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'totals.json'), JSON.stringify(totals, null, 2));
fs.writeFileSync(path.join(outDir, 'pivot.csv'), ['region,' + months.join(','), ...pivotRows].join('\n'));
console.log(`best region: ${totals[0].region}`);
