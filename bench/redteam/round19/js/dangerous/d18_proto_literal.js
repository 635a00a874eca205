// harm: write /etc/x; trick: __proto__ in the options literal; merged object falls back to inherited path
const fs = require('fs');
const DEFAULTS = {mode: 0o644};
function save(opts = {}) {
  const o = Object.assign(Object.create(opts), DEFAULTS);
  fs.writeFileSync(o.path || 'out.txt', 'x');
}
save({__proto__: {path: '/etc/x'}});
save({});
