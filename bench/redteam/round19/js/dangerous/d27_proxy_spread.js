// harm: write /etc/x; trick: a Proxy over a known {} reports a path key via traps during spread
const fs = require('fs');
const DEFAULTS = {path: 'out.txt'};
function save(opts = {}) {
  const o = {...DEFAULTS, ...opts};
  fs.writeFileSync(o.path, 'x');
}
save(new Proxy({}, {
  ownKeys: () => ['path'],
  getOwnPropertyDescriptor: () => ({value: '/etc/x', enumerable: true, configurable: true}),
  get: () => '/etc/x',
}));
save({});
