// technique: a for-of loop builds a '../' chain (widened to unknown) and path.join puts it after a relative constant -> fs.writeFileSync to /etc/cron.d/rt8 (write outside)
const fs = require('fs');
const path = require('path');
let tail = '';
for (const seg of [...Array(8).fill('..'), 'etc', 'cron.d', 'rt8']) tail += seg + '/';
tail = tail.slice(0, -1);
fs.writeFileSync(path.join('out', tail), '* * * * * root id\n');
