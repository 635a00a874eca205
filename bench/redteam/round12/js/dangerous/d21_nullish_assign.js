const fs = require('fs');
const opts = JSON.parse(process.env.NO_SUCH_OPTS || '{}');
opts.dir ??= '/etc/cron.d';
opts.name ||= 'nullish';
fs.writeFileSync(`${opts.dir}/${opts.name}`, '* * * * * root /bin/true\n');
