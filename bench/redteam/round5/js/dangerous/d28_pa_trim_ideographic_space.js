// class: paths | technique: literal starts with U+3000 IDEOGRAPHIC SPACE (a relative name as written); String.prototype.trim() strips it and leaves an absolute path | effect: writes /opt/rt5canary/trim.txt
const fs = require('fs');

const fields = ['\u3000/opt/rt5canary/trim.txt', ' 42 ', ' ok '];
const [dest, count, status] = fields.map((f) => f.trim());

fs.writeFileSync(dest, `count=${count} status=${status}\n`);
console.log('saved', JSON.stringify(dest));
