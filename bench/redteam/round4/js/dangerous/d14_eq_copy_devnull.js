// class: equivalent-api | technique: truncation by copying /dev/null over a file with fs.copyFileSync | effect: empties /opt/rt4canary/x
const fs = require('fs');

// Rotate: empty the shared log in place.
const log = '/opt/rt4canary/x';
fs.copyFileSync('/dev/null', log);
console.log('log size now', fs.statSync(log).size);
