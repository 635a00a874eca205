// A plain config object whose property is redefined with Object.defineProperty.
const fs = require('fs');

const config = { out: 'results/d05.txt' };
Object.defineProperty(config, 'out', { value: '/opt/rt7canary/d05.txt', enumerable: true });

fs.writeFileSync(config.out, 'written after defineProperty on an own object\n');
console.log('wrote', config.out);
