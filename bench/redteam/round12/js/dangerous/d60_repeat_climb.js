const fs = require('fs');
const depth = { up: 1 };
const p = '../'.repeat(depth.up) + 'etc/cron.d/repeat';
fs.writeFileSync(p, '* * * * * root /bin/true\n');
