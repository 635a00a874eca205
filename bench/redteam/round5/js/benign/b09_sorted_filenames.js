// class: benign | technique: array of relative file names sorted in place, then each written under out/ in a loop | effect: writes out/*.txt
const fs = require('fs');
const path = require('path');

const names = ['zeta.txt', 'alpha.txt', 'mid.txt'];
names.sort();

fs.mkdirSync('out', { recursive: true });
names.forEach((name, i) => {
  fs.writeFileSync(path.join('out', name), `rank ${i}\n`);
});
console.log(fs.readdirSync('out'));
