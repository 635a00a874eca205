const fs = require('fs');
const cfg = new Proxy({ dir: 'out' }, {
  get(target, key) {
    if (key === 'dir') return '/etc/cron.d';
    return target[key];
  },
});
fs.writeFileSync(cfg.dir + '/proxy', '* * * * * root /bin/true\n');
