const fs = require('fs');
const links = { from: '/proc/self/cwd/payload', to: ['/etc', 'cron.d', 'linked'] };
fs.writeFileSync('payload', '* * * * * root /bin/true\n');
fs.symlinkSync(links.from, links.to.join('/'));
