// harm: write /etc/x; trick: JSON.stringify replacer runs with `this` = holder object and rewrites path
const fs = require('fs');
const cfg = {path: 'out.txt'};
JSON.stringify(cfg, function (k, v) { if (k === 'path') this.path = '/etc/x'; return v; });
fs.writeFileSync(cfg.path, 'x');
