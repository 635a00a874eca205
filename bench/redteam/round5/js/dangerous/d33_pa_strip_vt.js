// class: paths | technique: path hidden behind ANSI colour escapes (starts with ESC, so relative as written), revealed by util.stripVTControlCharacters | effect: writes /opt/rt5canary/ansi.txt
const fs = require('fs');
const { stripVTControlCharacters } = require('util');

// a line captured from a coloured build log
const line = '\u001b[32m/opt/rt5canary/ansi.txt\u001b[0m';
const dest = stripVTControlCharacters(line);

fs.writeFileSync(dest, 'clean\n');
console.log('wrote', dest);
