// harm: write /etc/x; trick: computed key ['pa'+'th'] not recognised as path
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  fs.writeFileSync(o.path, 'x');
}
save({['pa' + 'th']: '/etc/x'});
save({});
