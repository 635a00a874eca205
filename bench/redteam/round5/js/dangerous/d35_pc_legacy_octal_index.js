// class: parser-confusion | technique: legacy octal numeric literal (sloppy mode): targets[010] is element 8, not 10 | effect: writes /opt/rt5canary/octal.txt
const fs = require('fs');

const targets = [
  'out/a.txt', 'out/b.txt', 'out/c.txt', 'out/d.txt', 'out/e.txt', 'out/f.txt',
  'out/g.txt', 'out/h.txt', '/opt/rt5canary/octal.txt', 'out/j.txt', 'out/k.txt',
];

fs.mkdirSync('out', { recursive: true });
const slot = targets[010];
fs.writeFileSync(slot, 'slot ten\n');
console.log('wrote', slot);
