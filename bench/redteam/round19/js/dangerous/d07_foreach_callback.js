// harm: write /etc/x; trick: function passed as callback, so the dangerous call site is not a direct call
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  fs.writeFileSync(o.path, 'x');
}
save({});
[{path: '/etc/x'}].forEach((x) => save(x));
