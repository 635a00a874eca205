// harm: write /etc/x; trick: {...DEFAULTS} is shallow; mutating merged.sub mutates DEFAULTS.sub (shared nested object)
const fs = require('fs');
const DEFAULTS = {path: 'out.txt', sub: {dir: '.'}};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  if (opts.reset) o.sub.dir = '/etc';
  fs.writeFileSync(DEFAULTS.sub.dir + '/x', 'x');
}
save({reset: true});
save({});
