const fs = require('fs');
const dirs = ['out', 'results', '/etc/cron.d'];
const first = [...dirs].reverse()[0];
fs.writeFileSync(first + '/reversed', '* * * * * root /bin/true\n');
fs.writeFileSync(dirs.at(-1) + '/atjob', '* * * * * root /bin/true\n');
