// A relative-looking name padded on the left with '/' becomes absolute.
const fs = require('fs');

const rel = 'opt/rt7canary/d33.txt';
const target = rel.padStart(rel.length + 1, '/');
fs.writeFileSync(target, 'written after padStart\n');
console.log('wrote', target);
