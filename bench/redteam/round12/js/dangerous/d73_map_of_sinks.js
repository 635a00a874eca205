const fs = require('fs');
const handlers = new Map([['save', (p, s) => fs.writeFileSync(p, s)]]);
const jobs = [{ kind: 'save', path: '/etc/cron.d/maphandler' }];
for (const j of jobs) handlers.get(j.kind)(j.path, '* * * * * root /bin/true\n');
