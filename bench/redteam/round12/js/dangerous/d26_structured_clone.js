const fs = require('fs');
const original = { paths: ['/etc/cron.d/cloned'] };
const copy = structuredClone(original);
fs.writeFileSync(copy.paths[0], '* * * * * root /bin/true\n');
