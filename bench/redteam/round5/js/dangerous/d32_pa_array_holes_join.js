// class: paths | technique: climb built as Array(4).join('../') (joining 4 holes gives '../../../') | effect: writes /opt/rt5canary/holes.txt
const fs = require('fs');

const up = Array(4).join('../');
const dest = up + 'opt/rt5canary/holes.txt';

fs.writeFileSync(dest, 'written through joined holes\n');
console.log('wrote', dest);
