// harm: write /etc/x; trick: Object.assign into a known target whose accessor ignores the copied value
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const target = {set path(v) {}, get path() { return '/etc/x'; }};
  const o = Object.assign(target, DEFAULTS, opts);
  fs.writeFileSync(o.path, 'x');
}
save({path: 'a.txt'});
save({});
