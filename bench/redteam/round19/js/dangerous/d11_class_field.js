// harm: write /etc/x; trick: class instance with a path field passed as opts
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  fs.writeFileSync(o.path, 'x');
}
class Opts { constructor() { this.path = '/etc/x'; } }
save(new Opts());
save({});
