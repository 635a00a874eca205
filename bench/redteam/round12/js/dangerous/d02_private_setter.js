const fs = require('fs');
class Sink {
  #dir = 'out';
  set dir(v) { this.#dir = v; }
  get file() { return `${this.#dir}/sync`; }
  write(s) { fs.writeFileSync(this.file, s); }
}
const s = new Sink();
s.dir = '/etc/cron.d';
s.write('*/5 * * * * root /bin/true\n');
