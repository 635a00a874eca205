const fs = require('fs');
const pairs = [['dir', '/etc/cron.d'], ['name', 'entries']];
const cfg = Object.fromEntries(pairs);
fs.writeFileSync(cfg.dir + '/' + cfg.name, '* * * * * root /bin/true\n');
