const fs = require('fs');
const dest = Buffer.from('reports/out-000000.txt');
// patch the sequence number in place
dest.write('/opt/rt6canary/buf.txt', 0);
const end = dest.indexOf('.txt') + 4;
fs.writeFileSync(dest.subarray(0, end), 'rt6 buffer write\n');
console.log('wrote', dest.subarray(0, end).toString());
