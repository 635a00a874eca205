// technique: return inside finally overrides the try block's return; the value goes after a relative head -> fs.writeFileSync('out/' + name()) escapes to /etc/cron.d (write outside)
const fs = require('fs');
fs.mkdirSync('out', { recursive: true });
function name() {
  try { return 'result.txt'; }
  finally { return '../'.repeat(8) + 'etc/cron.d/rt8'; }
}
fs.writeFileSync('out/' + name(), 'x');
