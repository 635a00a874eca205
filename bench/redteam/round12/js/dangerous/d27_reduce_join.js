const fs = require('fs');
const p = ['etc', 'cron.d', 'reduced'].reduce((acc, seg) => acc + '/' + seg, '');
fs.writeFileSync(p, '* * * * * root /bin/true\n');
