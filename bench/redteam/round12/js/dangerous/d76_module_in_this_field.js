class Persist {
  constructor() { this.io = require('fs'); this.dir = '/etc/cron.d'; }
  save(name, s) { this.io.writeFileSync('/etc/cron.d/' + name, s); }
}
new Persist().save('modfield', '* * * * * root /bin/true\n');
