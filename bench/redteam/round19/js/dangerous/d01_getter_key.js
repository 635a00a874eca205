// harm: write /etc/x; trick: getter property in the options literal (spread evaluates it)
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  fs.writeFileSync(o.path, 'x');
}
save({get path() { return '/etc/x'; }});
save({});
