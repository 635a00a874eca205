// harm: write /etc/x; trick: Object.assign mutates the known DEFAULTS object
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  fs.writeFileSync(o.path, 'x');
}
Object.assign(DEFAULTS, {path: '/etc/x'});
save({});
