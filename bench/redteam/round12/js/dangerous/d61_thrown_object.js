const fs = require('fs');
try {
  throw { dir: '/etc/cron.d' };
} catch (e) {
  fs.writeFileSync(e.dir + '/thrown', '* * * * * root /bin/true\n');
}
