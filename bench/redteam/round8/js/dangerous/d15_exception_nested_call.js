// technique: a nested call assigns the outer variable and then throws, so the assignment after the call in the try body never runs -> fs.writeFileSync('/etc/cron.d/rt8') (write outside)
const fs = require('fs');
let p = 'out.txt';
function load() { p = '/etc/cron.d/rt8'; throw new Error('stop'); }
try { load(); p = 'out2.txt'; } catch (e) { /* swallow */ }
fs.writeFileSync(p, 'x');
