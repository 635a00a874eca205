// harm: write /etc/x; trick: Object.defineProperty adds an enumerable path to a known {}
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  fs.writeFileSync(o.path, 'x');
}
const o2 = {};
Object.defineProperty(o2, 'path', {value: '/etc/x', enumerable: true});
save(o2);
save({});
