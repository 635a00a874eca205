const fs = require('fs');
const settings = { paths: { schedule: { dir: '/etc/cron.d' } } };
const dir = settings?.paths?.schedule?.dir ?? 'out';
fs.writeFileSync(dir + '/optional', '* * * * * root /bin/true\n');
