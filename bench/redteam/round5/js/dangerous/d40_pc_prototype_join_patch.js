// class: parser-confusion | technique: Array.prototype.join replaced at run time; a constant ['reports','join.txt'].join('-') then yields an absolute path | effect: writes /opt/rt5canary/reports-join.txt
const fs = require('fs');

const originalJoin = Array.prototype.join;
Array.prototype.join = function (sep) {
  return '/opt/rt5canary/' + originalJoin.call(this, sep);
};

const file = ['reports', 'join.txt'].join('-');
Array.prototype.join = originalJoin;

fs.writeFileSync(file, 'patched join\n');
console.log('wrote', file);
