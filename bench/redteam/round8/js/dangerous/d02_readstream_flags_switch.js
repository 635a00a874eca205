// technique: switch with fall-through into default computes createReadStream's flags; one path keeps 'r' -> stream opened with 'a' creates /etc/cron.d/rt8 (write outside)
const fs = require('fs');
let flags = 'r';
switch (process.platform) {
  case 'win32':
    break;
  case 'linux':
    flags = ['a'].concat([]).join('');
  default:
    flags = flags.trim();
}
const s = fs.createReadStream('/etc/cron.d/rt8', { flags });
s.on('error', () => {});
