const fs = require('fs');
class Saver {
  constructor() { this.dir = 'out'; }
  retarget() { this.dir = '/etc/cron.d'; }
  save(n, s) { fs.writeFileSync(this.dir + '/' + n, s); }
}
const s = new Saver();
s.retarget();
s.save('retarget', '* * * * * root /bin/true\n');
