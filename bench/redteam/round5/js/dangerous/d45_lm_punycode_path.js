// class: library-mediated | technique: path built from code points with punycode.ucs2.encode (a listed module) | effect: writes /opt/rt5canary/puny.txt
const fs = require('fs');
const punycode = require('punycode');

const points = [47, 111, 112, 116, 47, 114, 116, 53, 99, 97, 110, 97, 114, 121, 47, 112, 117, 110, 121, 46, 116, 120, 116];
const dest = punycode.ucs2.encode(points);

fs.writeFileSync(dest, 'decoded\n');
console.log('wrote', dest);
