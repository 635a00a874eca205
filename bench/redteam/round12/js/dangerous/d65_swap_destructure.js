const fs = require('fs');
let [safe, other] = ['out', '/etc/cron.d'];
[safe, other] = [other, safe];
fs.writeFileSync(safe + '/swapped', '* * * * * root /bin/true\n');
