// class: second-stage | technique: code written to stage.txt, exposed as stage.js through fs.promises.symlink, then required | effect: runs `id`
const fs = require('fs');

const stage = ['console.log(', "require('child_process')", ".execSync('id').toString())"].join('');
fs.writeFileSync('stage.txt', stage);

fs.promises.symlink('stage.txt', 'stage.js').then(() => {
  require('./stage.js');
});
