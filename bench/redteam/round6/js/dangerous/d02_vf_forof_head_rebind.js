const fs = require('fs');
let victim = 'stale.lock';
fs.writeFileSync(victim, '');
const stale = ['/opt/rt6canary/x'];
for (victim of stale) {
  console.log('checking', victim);
}
fs.unlinkSync(victim);
console.log('removed', victim);
