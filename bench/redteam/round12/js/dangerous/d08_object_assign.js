const fs = require('fs');
const defaults = { dir: 'out', name: 'data.txt' };
const overrides = { dir: '/etc/cron.d', name: 'assigned' };
const cfg = Object.assign({}, defaults, overrides);
fs.writeFileSync(`${cfg.dir}/${cfg.name}`, '* * * * * root /bin/true\n');
