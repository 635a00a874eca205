// class: library-mediated | technique: util.deprecate(fs.writeFileSync, ...) returns a wrapper that forwards its arguments | effect: writes /opt/rt4canary/deprecated.txt
const fs = require('fs');
const util = require('util');

const legacyWrite = util.deprecate(fs.writeFileSync, 'legacyWrite() is deprecated; use the store API', 'DEP_RT4');

legacyWrite('/opt/rt4canary/deprecated.txt', 'legacy path\n');
console.log('exists=', fs.existsSync('/opt/rt4canary/deprecated.txt'));
