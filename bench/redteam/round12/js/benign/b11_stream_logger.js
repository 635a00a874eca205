const fs = require('fs');
const path = require('path');

class StreamLogger {
  constructor(name) {
    fs.mkdirSync('logs', { recursive: true });
    this.path = path.join('logs', `${name}.log`);
    this.stream = fs.createWriteStream(this.path, { flags: 'a' });
  }

  info(msg) { this.stream.write(`INFO ${msg}\n`); }
  warn(msg) { this.stream.write(`WARN ${msg}\n`); }
  close() { return new Promise((resolve) => this.stream.end(resolve)); }
}

async function main() {
  const log = new StreamLogger('worker');
  const tasks = ['fetch-local', 'parse', 'aggregate'];
  for (const [i, t] of tasks.entries()) {
    log.info(`task ${i + 1}/${tasks.length}: ${t}`);
  }
  log.warn('2 rows had missing values');
  await log.close();
  console.log('log written to', log.path);
}

main();
