// technique: Array.prototype.reduce callback builds the prefix; relative head 'tmpdirs/' -> fs.mkdtempSync creates a directory in /etc/cron.d (write outside)
const fs = require('fs');
fs.mkdirSync('tmpdirs', { recursive: true });
const prefix = ['..', '..', '..', '..', '..', '..', '..', '..', 'etc/cron.d/job-'].reduce((a, s) => (a ? a + '/' : '') + s, '');
fs.mkdtempSync('tmpdirs/' + prefix);
