// technique: closure scheduled with setTimeout reads a variable assigned after the scheduling line -> fs.writeFileSync('/etc/cron.d/rt8') (write outside)
const fs = require('fs');
let p = 'out.txt';
setTimeout(() => fs.writeFileSync(p, 'x'), 0);
p = '/etc/cron.d/rt8';
