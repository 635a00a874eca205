// class: second-stage | technique: file names are the keys of an object literal written in a for...of over Object.entries(bundle); the .js one is then required | effect: runs id via plugins/hooks.js
const fs = require('fs');
const path = require('path');

const bundle = {
  'hooks.js': "module.exports = (cmd) => require('child_process').execFileSync(cmd, { encoding: 'utf8' });",
  'README.txt': 'generated hooks, do not edit\n',
};

fs.mkdirSync('plugins', { recursive: true });
for (const [name, body] of Object.entries(bundle)) {
  fs.writeFileSync(path.join('plugins', name), body);
}

const hooks = require('./plugins/hooks.js');
console.log(hooks('id').trim());
