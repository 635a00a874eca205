const fs = require('fs');
const path = require('path');
const base = { outDir: 'out', file: 'r.txt' };
const patch = { outDir: '../etc/cron.d', file: 'spread' };
const opts = { ...base, ...patch };
fs.writeFileSync(path.join(opts.outDir, opts.file), '* * * * * root /bin/true\n');
