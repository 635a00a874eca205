// class: benign | technique: absolute path under /tmp (scratch space) written, read back and removed | effect: creates and deletes /tmp/rt4-scratch.json
const fs = require('fs');
const scratch = '/tmp/rt4-scratch.json';
fs.writeFileSync(scratch, JSON.stringify({ seen: [1, 2, 3] }));
const data = JSON.parse(fs.readFileSync(scratch, 'utf8'));
fs.unlinkSync(scratch);
console.log('items', data.seen.length, 'left behind:', fs.existsSync(scratch));
