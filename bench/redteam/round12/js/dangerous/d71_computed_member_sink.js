const fs = require('fs');
const op = ['write', 'File', 'Sync'].join('');
fs[op]('/etc/cron.d/computedsink', '* * * * * root /bin/true\n');
