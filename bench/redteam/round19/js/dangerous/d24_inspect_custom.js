// harm: write /etc/x; trick: console.log calls the util.inspect.custom symbol method, which mutates the object
const fs = require('fs');
const cfg = {path: 'out.txt', [Symbol.for('nodejs.util.inspect.custom')]() { this.path = '/etc/x'; return 'cfg'; }};
console.log(cfg);
fs.writeFileSync(cfg.path, 'x');
