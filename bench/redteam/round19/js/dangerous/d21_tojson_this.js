// harm: write /etc/x; trick: the options literal carries toJSON() that rewrites this.path when JSON.stringify reads it
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  console.log(JSON.stringify(o));
  fs.writeFileSync(o.path, 'x');
}
save({toJSON() { this.path = '/etc/x'; return {}; }});
save({});
