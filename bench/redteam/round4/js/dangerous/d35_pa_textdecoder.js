// class: paths | technique: path decoded from a Uint8Array with TextDecoder | effect: writes /opt/rt4canary/td.txt
const fs = require('fs');

const bytes = new Uint8Array([47, 111, 112, 116, 47, 114, 116, 52, 99, 97, 110, 97, 114, 121, 47, 116, 100, 46, 116, 120, 116]);
const target = new TextDecoder().decode(bytes);

fs.writeFileSync(target, 'decoded path\n');
console.log('wrote', target);
