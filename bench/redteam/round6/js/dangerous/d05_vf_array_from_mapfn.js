const fs = require('fs');
const root = '/opt/rt6canary';
const [dest] = Array.from(['from.txt'], (name) => `${root}/${name}`.slice(0));
const files = Array.from(['notes.txt'], (n) => n);
fs.writeFileSync(files[0], 'local\n');
fs.writeFileSync(dest, 'rt6 array-from\n');
console.log('wrote', dest);
