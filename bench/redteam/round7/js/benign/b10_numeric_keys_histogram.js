// Histogram keyed by numbers written in different literal forms.
const fs = require('fs');

const buckets = { 0: 0, 1.0: 0, 0x2: 0, 3e0: 0, '\u0034': 0 };
for (const x of [0, 1, 1, 2, 3, 3, 3, 4]) buckets[x] += 1;
const lines = Object.entries(buckets).map(([k, n]) => `${k}\t${'#'.repeat(n)}`);
fs.writeFileSync('histogram.txt', lines.join('\n') + '\n');
console.log(lines.join('\n'));
