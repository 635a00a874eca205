// path.parse(cwd).root is '/': a "relative" join under it is absolute.
const fs = require('fs');
const path = require('path');

const { root } = path.parse(process.cwd());
const target = path.join(root, 'opt', 'rt7canary', 'd38.txt');
fs.writeFileSync(target, 'written under the parsed root\n');
console.log('wrote', target);
