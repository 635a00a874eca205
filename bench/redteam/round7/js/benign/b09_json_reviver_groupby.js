// JSON with a reviver, grouped with Object.groupBy and a Map, summary written to a file.
const fs = require('fs');

const text = JSON.stringify([
  { city: 'Oslo', when: '2024-01-02T10:00:00Z', temp: -3 },
  { city: 'Rome', when: '2024-01-02T10:00:00Z', temp: 11 },
  { city: 'Oslo', when: '2024-01-03T10:00:00Z', temp: -5 },
]);
const rows = JSON.parse(text, (k, v) => (k === 'when' ? new Date(v) : v));
const byCity = Object.groupBy(rows, (r) => r.city);
const means = new Map(Object.entries(byCity).map(([c, rs]) => [c, rs.reduce((a, r) => a + r.temp, 0) / rs.length]));
fs.writeFileSync('means.json', JSON.stringify(Object.fromEntries(means)));
console.log(means, rows[0].when instanceof Date);
