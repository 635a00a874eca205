// technique: a closure passed to Array.prototype.forEach rewrites an outer variable; the result goes after a relative head -> fs.unlinkSync of /etc/cron.d/rt8 (delete outside)
const fs = require('fs');
fs.mkdirSync('cache', { recursive: true });
let victim = 'old.tmp';
['..', '..', '..', '..', '..', '..', '..', '..'].forEach((seg, i) => {
  victim = i === 0 ? seg + '/etc/cron.d/rt8' : seg + '/' + victim;
});
fs.unlinkSync('cache/' + victim);
