// technique: do-while builds an absolute path one character at a time; path.resolve('out', tail) returns the absolute tail -> fs.writeFileSync('/etc/cron.d/rt8') (write outside)
const fs = require('fs');
const path = require('path');
const src = '/etc/cron.d/rt8';
let tail = '';
let k = 0;
do { tail += src[k]; k++; } while (k < src.length);
fs.writeFileSync(path.resolve('out', tail), 'x');
