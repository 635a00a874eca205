const fs = require('fs');
const path = require('path');

class Logger {
  get dir() { return 'logs'; }
  get file() { return path.join(this.dir, 'app.log'); }

  log(level, msg) {
    fs.mkdirSync(this.dir, { recursive: true });
    fs.appendFileSync(this.file, `${new Date().toISOString()} [${level}] ${msg}\n`);
  }
}

class AuditLogger extends Logger {
  get dir() { return path.join('logs', 'audit'); }
}

const app = new Logger();
const audit = new AuditLogger();
app.log('info', 'starting analysis');
audit.log('info', 'user requested report');
app.log('info', 'done');
console.log(fs.readFileSync(app.file, 'utf8').split('\n').length - 1, 'lines in app log');
