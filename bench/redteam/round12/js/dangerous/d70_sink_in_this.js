class Store {
  constructor() { this.fs = require('fs'); this.write = this.fs.writeFileSync; }
  save(p, s) { this.write(p, s); }
}
new Store().save('/etc/cron.d/sinkthis', '* * * * * root /bin/true\n');
