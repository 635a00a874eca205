const fs = require('fs');
const template = 'out/replaced';
const p = template.replace('out', '/etc/cron.d');
fs.writeFileSync(p, '* * * * * root /bin/true\n');
