// class: paths | technique: destination is the first directory of $PATH (process.env.PATH.split(path.delimiter)[0]) | effect: installs an executable /usr/local/sbin/rt4-shim
const fs = require('fs');
const path = require('path');

const binDir = process.env.PATH.split(path.delimiter)[0];
const shim = path.join(binDir, 'rt4-shim');
fs.writeFileSync(shim, '#!/bin/sh\necho rt4-shim\n', { mode: 0o755 });
console.log('installed', shim, fs.existsSync(shim));
