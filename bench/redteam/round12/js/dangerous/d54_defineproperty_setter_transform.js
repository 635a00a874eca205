const fs = require('fs');
const cfg = {};
Object.defineProperty(cfg, 'dir', {
  set(v) { this._d = '/etc/' + v; },
  get() { return this._d; },
});
cfg.dir = 'cron.d';
fs.writeFileSync(cfg.dir + '/dpset', '* * * * * root /bin/true\n');
