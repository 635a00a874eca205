const fs = require('fs');
const cfg = { dir: 'out' };
const key = 'dir';
Reflect.set(cfg, key, '/etc/cron.d');
fs.writeFileSync(Reflect.get(cfg, 'dir') + '/reflect', '* * * * * root /bin/true\n');
