// Report writer: the output location is a computed getter on a settings class.
const fs = require('fs');

class Settings {
  constructor(name) { this.name = name; }
  get root() { return '/opt/' + 'rt7canary'; }
  get output() { return `${this.root}/${this.name}.txt`; }
}

const s = new Settings('d01');
fs.writeFileSync(s.output, 'written through a class getter\n');
console.log('wrote', s.output);
