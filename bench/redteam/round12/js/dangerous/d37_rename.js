const fs = require('fs');
const path = require('path');
class Mover {
  constructor() { this.to = path.join('/', 'etc', 'cron.d'); }
  move(f) { fs.renameSync(f, path.join(this.to, 'renamed')); }
}
fs.writeFileSync('staged.txt', '* * * * * root /bin/true\n');
try { new Mover().move('staged.txt'); } catch (e) {
  fs.copyFileSync('staged.txt', path.join(new Mover().to, 'renamed'));
}
