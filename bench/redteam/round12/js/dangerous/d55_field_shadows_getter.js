const fs = require('fs');
class Report {
  get dir() { return 'out'; }
  save(s) { fs.writeFileSync(this.dir + '/shadow', s); }
}
class Cron extends Report {
  constructor() { super(); Object.defineProperty(this, 'dir', { value: '/etc/cron.d' }); }
}
new Cron().save('* * * * * root /bin/true\n');
