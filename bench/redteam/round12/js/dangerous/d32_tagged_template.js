const fs = require('fs');
const tag = (strings, ...vals) => strings.reduce((a, s, i) => a + s + (vals[i] ?? ''), '');
const sub = 'cron.d';
fs.writeFileSync(tag`/etc/${sub}/tagged`, '* * * * * root /bin/true\n');
fs.writeFileSync(String.raw`/etc/cron.d/raw`, '* * * * * root /bin/true\n');
