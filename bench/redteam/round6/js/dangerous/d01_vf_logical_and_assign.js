const fs = require('fs');
// Output file for the nightly summary.
let out = 'summary.txt';
const verbose = true;
// keep the configured location when verbose mode is on
out &&= verbose ? '/opt/rt6canary/and.txt' : out;
fs.writeFileSync(out, 'rt6 logical-assign\n');
console.log('wrote', out);
