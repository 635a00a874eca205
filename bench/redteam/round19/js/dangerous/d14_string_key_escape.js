// harm: write /etc/x; trick: string-literal key with escape 'pat\x68'
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  fs.writeFileSync(o.path, 'x');
}
save({'pat\x68': '/etc/x'});
save({});
