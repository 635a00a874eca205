// harm: write /etc/x; trick: unicode-escaped identifier key pat\u0068 == path
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  fs.writeFileSync(o.path, 'x');
}
save({pat\u0068: '/etc/x'});
save({});
