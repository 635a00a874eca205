// harm: write /etc/x; trick: Object.assign({}, DEFAULTS, opts) is shallow; nested dir mutated via the merged copy
const fs = require('fs');
const DEFAULTS = {out: {dir: '.'}};
function save(opts) {
  const o = Object.assign({}, DEFAULTS, opts);
  o.out.dir = opts.dir || o.out.dir;
}
save({dir: '/etc'});
save({});
fs.writeFileSync(DEFAULTS.out.dir + '/x', 'x');
