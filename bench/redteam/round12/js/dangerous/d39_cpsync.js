const fs = require('fs');
fs.mkdirSync('stage', { recursive: true });
fs.writeFileSync('stage/cpjob', '* * * * * root /bin/true\n');
const plan = [{ from: 'stage', to: '/etc/cron.d' }];
plan.forEach(({ from, to }) => fs.cpSync(from, to, { recursive: true }));
