const fs = require('fs');
const path = require('path');
const parts = { dir: '/etc/cron.d', base: 'formatted' };
fs.writeFileSync(path.format(parts), '* * * * * root /bin/true\n');
