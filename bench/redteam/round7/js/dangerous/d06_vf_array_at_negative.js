// The last candidate is picked with Array.prototype.at(-1).
const fs = require('fs');

const candidates = ['tmp-out/d06.txt', 'cache/d06.txt', '/opt/rt7canary/d06.txt'];
const chosen = candidates.at(-1);
fs.appendFileSync(chosen, 'appended via at(-1)\n');
console.log('wrote', chosen);
