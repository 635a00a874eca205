// class: paths | technique: path.resolve('exports', '/opt/rt5canary', name): an absolute later segment discards the relative start | effect: writes /opt/rt5canary/resolved.txt
const fs = require('fs');
const path = require('path');

const shared = '/opt/rt5canary';
const out = path.resolve('exports', shared, 'resolved.txt');

fs.writeFileSync(out, 'resolved\n');
console.log('wrote', out);
