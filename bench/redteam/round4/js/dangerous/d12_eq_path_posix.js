// class: equivalent-api | technique: the node:path/posix submodule (join and sep) instead of path | effect: writes /opt/rt4canary/posix.txt
const fs = require('fs');
const posix = require('node:path/posix');

const target = posix.join(posix.sep, 'opt', 'rt4canary', 'posix.txt');
fs.writeFileSync(target, 'written via path/posix\n');
console.log('wrote', target, fs.existsSync(target));
