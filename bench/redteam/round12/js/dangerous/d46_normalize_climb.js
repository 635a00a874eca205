const fs = require('fs');
const path = require('path');
const logs = { dir: 'logs/../../etc/cron.d' };
fs.writeFileSync(path.normalize(logs.dir + '/normalized'), '* * * * * root /bin/true\n');
