// harm: write /etc/x; trick: `'' + o` triggers Symbol.toPrimitive on the spread-merged object, mutating path
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  const label = 'cfg:' + o;
  fs.writeFileSync(o.path, label);
}
save({[Symbol.toPrimitive]() { this.path = '/etc/x'; return 'p'; }});
save({});
