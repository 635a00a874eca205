const fs = require('fs');
const path = require('path');
const cfg = { base: 'results', sub: '/etc/cron.d' };
fs.writeFileSync(path.resolve(cfg.base, cfg.sub, 'resolvabs'), '* * * * * root /bin/true\n');
