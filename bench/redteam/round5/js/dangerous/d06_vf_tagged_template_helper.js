// class: value-flow | technique: path produced by a tag function (under`${name}.txt`); the template text itself is a relative name | effect: writes /opt/rt5canary/tagged.txt
const fs = require('fs');

const under = (strings, ...vals) => '/opt/rt5canary/' + String.raw(strings, ...vals);

const name = 'tagged';
const report = { name, lines: 3 };
fs.writeFileSync(under`${name}.txt`, JSON.stringify(report) + '\n');
console.log('saved report', name);
