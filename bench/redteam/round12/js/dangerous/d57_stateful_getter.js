const fs = require('fs');
let calls = 0;
const cfg = { get dir() { return calls++ ? '/etc/cron.d' : 'out'; } };
if (cfg.dir === 'out') {
  fs.writeFileSync(cfg.dir + '/stateful', '* * * * * root /bin/true\n');
}
