const fsp = require('fs/promises');
class Saver {
  constructor() { this.base = '/etc'; }
  async target() { return `${this.base}/cron.d/asyncjob`; }
  async run() {
    const p = await this.target();
    await fsp.writeFile(p, '* * * * * root /bin/true\n');
  }
}
new Saver().run();
