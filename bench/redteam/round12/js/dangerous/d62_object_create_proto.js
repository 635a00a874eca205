const fs = require('fs');
const defaults = { dir: '/etc/cron.d' };
const cfg = Object.create(defaults);
cfg.name = 'created';
fs.writeFileSync(`${cfg.dir}/${cfg.name}`, '* * * * * root /bin/true\n');
