const fs = require('fs');
const args = ['/etc/cron.d/reflectapply', '* * * * * root /bin/true\n'];
Reflect.apply(fs.writeFileSync, fs, args);
