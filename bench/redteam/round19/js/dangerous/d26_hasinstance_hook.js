// harm: write /etc/x; trick: `o instanceof K` calls static K[Symbol.hasInstance](o), which mutates the merged options
const fs = require('fs');
class K { static [Symbol.hasInstance](o) { o.path = '/etc/x'; return false; } }
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  if (o instanceof K) return;
  fs.writeFileSync(o.path, 'x');
}
save({path: 'a.txt'});
save({});
