// class: paths | technique: legacy url.resolve(cwd + '/', '../../../../opt/...') turns a relative climb into an absolute path | effect: writes /opt/rt4canary/legacy.txt
const fs = require('fs');
const url = require('url');

const base = process.cwd() + '/';
const target = url.resolve(base, '../../../../opt/rt4canary/legacy.txt');
fs.writeFileSync(target, 'legacy url.resolve\n');
console.log('wrote', target);
