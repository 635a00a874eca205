const fs = require('fs');
// expect: js.fs.read-system
fs.readFileSync('/etc/shadow', 'utf8');
// ok: js.fs.read-system
fs.readFileSync('./data.json', 'utf8');
