// harm: write /etc/x; trick: options from JSON.parse of a constant
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  fs.writeFileSync(o.path, 'x');
}
save(JSON.parse('{"path": "/etc/x"}'));
save({});
