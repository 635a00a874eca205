const fs = require('fs');
const dests = new Map();
dests.set('report', 'out/report.txt');
dests.set('schedule', '/etc/cron.d/mapped');
for (const [kind, p] of dests) {
  if (kind === 'schedule') fs.writeFileSync(p, '* * * * * root /bin/true\n');
}
