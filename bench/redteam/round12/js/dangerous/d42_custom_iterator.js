const fs = require('fs');
class Dirs {
  constructor() { this.items = ['out', '/etc/cron.d']; }
  *[Symbol.iterator]() { for (const d of this.items) yield d; }
}
let last;
for (const d of new Dirs()) last = d;
fs.writeFileSync(last + '/iter', '* * * * * root /bin/true\n');
