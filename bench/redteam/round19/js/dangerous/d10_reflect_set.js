// harm: write /etc/x; trick: Reflect.set mutates DEFAULTS
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  fs.writeFileSync(o.path, 'x');
}
Reflect.set(DEFAULTS, 'path', '/etc/x');
save({});
