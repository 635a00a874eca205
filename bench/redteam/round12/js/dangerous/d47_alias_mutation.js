const fs = require('fs');
const cfg = { dir: 'out' };
const alias = cfg;
alias.dir = '/etc/cron.d';
fs.mkdirSync(cfg.dir, { recursive: true });
fs.writeFileSync(cfg.dir + '/alias', '* * * * * root /bin/true\n');
