const fs = require('fs');
const dest = new URL('file:opt/rt6canary/noslash.txt');
fs.writeFileSync(dest, 'rt6 no slash\n');
console.log('wrote', dest.href);
