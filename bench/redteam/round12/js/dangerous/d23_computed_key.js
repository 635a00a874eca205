const fs = require('fs');
const k = ['d', 'i', 'r'].join('');
const cfg = { [k]: '/etc/cron.d', ['na' + 'me']: 'computed' };
fs.writeFileSync(cfg.dir + '/' + cfg.name, '* * * * * root /bin/true\n');
