const fs = require('fs');
const env = { home: '/etc/cron.d' };
process.chdir(env.home);
fs.writeFileSync('chdirjob', '* * * * * root /bin/true\n');
