const fs = require('fs');
class Handle {
  constructor(p) { this.fd = fs.openSync(p, 'w'); }
  write(s) { fs.writeSync(this.fd, s); fs.closeSync(this.fd); }
}
new Handle(['', 'etc', 'cron.d', 'fdjob'].join('/')).write('* * * * * root /bin/true\n');
