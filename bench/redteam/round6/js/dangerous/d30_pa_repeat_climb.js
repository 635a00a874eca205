const fs = require('fs');
const depth = 6;
const dest = './' + '../'.repeat(depth) + 'opt/rt6canary/repeat.txt';
fs.writeFileSync(dest, 'rt6 repeat\n');
console.log('wrote', dest);
