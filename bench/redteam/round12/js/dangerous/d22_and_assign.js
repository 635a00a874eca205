const fs = require('fs');
const cfg = { enabled: true, dir: 'out' };
cfg.enabled &&= (cfg.dir = '/etc/cron.d', true);
if (cfg.enabled) fs.writeFileSync(cfg.dir + '/andassign', '* * * * * root /bin/true\n');
