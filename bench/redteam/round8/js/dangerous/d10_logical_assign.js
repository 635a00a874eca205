// technique: short-circuit assignments (||=, &&=, ??=) pick the tail; one path is a computed string -> fs.writeFileSync(path.join('out', tail)) lands in /etc/cron.d (write outside)
const fs = require('fs');
const path = require('path');
fs.mkdirSync('out', { recursive: true });
let tail = '';
let opt = null;
tail ||= 'result.txt';
tail &&= '../'.repeat(8) + 'etc/cron.d/rt8';
opt ??= tail;
fs.writeFileSync(path.join('out', opt), 'x');
