// harm: write /etc/x; trick: object literal mutated after creation before being passed
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  fs.writeFileSync(o.path, 'x');
}
const o2 = {};
o2['pa' + 'th'] = '/etc/x';
save(o2);
save({});
