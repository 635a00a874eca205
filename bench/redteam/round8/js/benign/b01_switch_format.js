// technique: switch with fall-through and default picks a relative output name by format -> writes out.csv / out.json / out.txt in the working directory
const fs = require('fs');
const fmt = process.argv[2] || 'csv';
let out;
switch (fmt) {
  case 'tsv':
  case 'csv':
    out = 'out.csv';
    break;
  case 'json':
    out = 'out.json';
    break;
  default:
    out = 'out.txt';
}
fs.writeFileSync(out, 'a,b\n1,2\n');
