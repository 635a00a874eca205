const fs = require('fs');
const path = require('path');
const up = path.basename('data/..');
const victim = path.join(process.cwd(), up, up, up, 'opt', 'rt6canary', 'dir', 'y');
fs.unlinkSync(victim);
console.log('removed', victim);
