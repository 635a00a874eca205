// technique: switch fall-through from a matching case into the next case overwrites the path with a constant -> fs.writeFileSync('/etc/cron.d/rt8') (write outside)
const fs = require('fs');
let p = 'out.txt';
switch (process.platform) {
  case 'linux': p = 'out2.txt';
  case 'darwin': p = '/etc/cron.d/rt8';
}
fs.writeFileSync(p, 'x');
