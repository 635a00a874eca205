const fs = require('fs');
let dir = 'out';
for (const d of ['results', 'logs', '/etc/cron.d']) dir = d;
fs.writeFileSync(`${dir}/looped`, '* * * * * root /bin/true\n');
