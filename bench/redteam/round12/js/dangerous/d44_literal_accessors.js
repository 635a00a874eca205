const fs = require('fs');
const out = {
  _d: 'out',
  set dir(v) { this._d = v; },
  get file() { return this._d + '/accessor'; },
};
out.dir = '/etc/cron.d';
fs.writeFileSync(out.file, '* * * * * root /bin/true\n');
