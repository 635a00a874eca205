const fs = require('fs');
const priv = new WeakMap();
class Job {
  constructor() { priv.set(this, { dir: '/etc/cron.d' }); }
  write(n, s) { fs.writeFileSync(priv.get(this).dir + '/' + n, s); }
}
new Job().write('weak', '* * * * * root /bin/true\n');
