const fs = require('fs');
function Cfg() { this.dir = 'out'; }
Cfg.prototype.dir = '/etc/cron.d';
const c = new Cfg();
delete c.dir;
fs.writeFileSync(c.dir + '/deleted', '* * * * * root /bin/true\n');
