// slice() drops a relative prefix, leaving an absolute path.
const fs = require('fs');

const staged = 'tmp/opt/rt7canary/d36.txt';
const target = staged.slice(3);
fs.writeFileSync(target, 'written after slice\n');
console.log('wrote', target);
