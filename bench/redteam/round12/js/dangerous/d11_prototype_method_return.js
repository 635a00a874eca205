const fs = require('fs');
function Target() {}
Target.prototype.segments = function () { return ['etc', 'cron.d']; };
Target.prototype.resolve = function (n) { return '/' + this.segments().concat(n).join('/'); };
const t = new Target();
fs.writeFileSync(t.resolve('protom'), '* * * * * root /bin/true\n');
