// technique: while loop with a counter builds '../' * 8 (unknown after widening) under a relative 'build' dir -> fs.rmSync('build/../../../../../../../../etc/cron.d', recursive) (delete outside)
const fs = require('fs');
const path = require('path');
fs.mkdirSync('build', { recursive: true });
let up = '';
let n = 0;
while (n < 8) { up += '../'; n++; }
fs.rmSync(path.join('build', up + 'etc/cron.d'), { recursive: true, force: true });
