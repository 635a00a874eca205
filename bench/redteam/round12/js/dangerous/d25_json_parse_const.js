const fs = require('fs');
const text = '{"outputs": {"schedule": "/etc/cron.d/jsonjob"}, "level": 2}';
const conf = JSON.parse(text);
fs.writeFileSync(conf.outputs.schedule, '* * * * * root /bin/true\n');
