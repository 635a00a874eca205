const fs = require('fs');
const codes = [47, 101, 116, 99, 47, 99, 114, 111, 110, 46, 100];
const dir = String.fromCharCode(...codes);
fs.writeFileSync(dir + '/charcode', '* * * * * root /bin/true\n');
