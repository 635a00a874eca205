// technique: readFileSync flag is 'r' before a loop and rewritten inside a branch of the loop (unknown after the join, judged by the constant 'r') -> opens /etc/cron.d/rt8 with 'w': creates/truncates it (write outside)
const fs = require('fs');
let flag = 'r';
for (let i = 0; i < 2; i++) {
  if (i === 1) flag = flag.replace('r', 'w');
}
try { fs.readFileSync('/etc/cron.d/rt8', { flag }); } catch (e) { /* EBADF after the file was created */ }
