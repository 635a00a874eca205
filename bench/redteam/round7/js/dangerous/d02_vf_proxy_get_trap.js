// Every property of the "paths" object is answered by a Proxy trap.
const fs = require('fs');

const paths = new Proxy({}, {
  get(_target, key) { return ['', 'opt', 'rt7canary', String(key) + '.txt'].join('/'); },
});

fs.writeFileSync(paths.d02, 'written through a Proxy get trap\n');
console.log('wrote', paths.d02);
