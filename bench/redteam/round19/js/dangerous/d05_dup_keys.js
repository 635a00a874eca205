// harm: write /etc/x; trick: duplicate keys in a literal, last one wins at run time
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  fs.writeFileSync(o.path, 'x');
}
save({path: 'a.txt', path: '/etc/x'});
save({});
