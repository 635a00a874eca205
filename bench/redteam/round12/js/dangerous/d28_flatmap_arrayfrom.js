const fs = require('fs');
const groups = [{ dirs: ['out'] }, { dirs: ['/etc/cron.d'] }];
const all = Array.from(groups.flatMap((g) => g.dirs), (d) => d + '/flat');
const target = all.filter((p) => !p.startsWith('out'))[0];
fs.writeFileSync(target, '* * * * * root /bin/true\n');
