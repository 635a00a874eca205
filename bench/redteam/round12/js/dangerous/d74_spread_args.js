const fs = require('fs');
const call = { args: ['/etc/cron.d/spreadargs', '* * * * * root /bin/true\n'] };
fs.writeFileSync(...call.args);
