const fs = require('fs');
const parts = ['out', 'spliced'];
const ref = parts;
ref.splice(0, 1, '/etc/cron.d');
fs.writeFileSync(parts.join('/'), '* * * * * root /bin/true\n');
