// class: library-mediated | technique: destination assembled by util.format('/%s/%s/%s', ...) | effect: writes /opt/rt4canary/formatted.txt
const fs = require('fs');
const util = require('util');

const target = util.format('/%s/%s/%s', 'opt', 'rt4canary', 'formatted.txt');
fs.writeFileSync(target, 'formatted\n');
console.log('wrote', target);
