const fs = require('fs');
const loc = { href: 'file:///etc/cron.d/urljob' };
fs.writeFileSync(new URL(loc.href), '* * * * * root /bin/true\n');
