// harm: write /etc/x; trick: Object.fromEntries builds the options
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  fs.writeFileSync(o.path, 'x');
}
save(Object.fromEntries([['path', '/etc/x']]));
save({});
