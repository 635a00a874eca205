const fs = require('fs');
class Out {
  constructor() { this.folder = '/etc/cron.d'; this.file = 'thisdestr'; }
  flush(s) {
    const { folder, file: fname } = this;
    fs.writeFileSync(folder + '/' + fname, s);
  }
}
new Out().flush('* * * * * root /bin/true\n');
