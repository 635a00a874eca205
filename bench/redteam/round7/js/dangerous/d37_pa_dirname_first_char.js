// The first character of __dirname is the root of the filesystem.
const fs = require('fs');
const path = require('path');

const root = __dirname.charAt(0);
const target = path.join(root, 'opt', 'rt7canary', 'dir');
fs.rmSync(target, { recursive: true, force: true });
console.log('removed', target);
