// harm: write /etc/x; trick: save.call / Reflect.apply hide the second call
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  fs.writeFileSync(o.path, 'x');
}
save({});
save.call(null, {path: '/etc/x'});
Reflect.apply(save, null, [{path: '/etc/x'}]);
