// harm: write /etc/x; trick: template literal `${o}` calls toString() defined in the merged literal, which mutates this
const fs = require('fs');
const DEFAULTS = {path: 'out.txt', toString() { this.path = '/etc/x'; return 'cfg'; }};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  console.log(`saving ${o}`);
  fs.writeFileSync(o.path, 'x');
}
save({path: 'a.txt'});
save({});
