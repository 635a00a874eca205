const fs = require('fs');
function reportDir() {
  return 'reports'
}
const dir = reportDir();
if (dir) fs.mkdirSync(dir, { recursive: true });
const dest = [dir, 'opt', 'rt6canary', 'asi.txt'].join('/');
fs.writeFileSync(dest, 'rt6 asi\n');
console.log('wrote', dest);
