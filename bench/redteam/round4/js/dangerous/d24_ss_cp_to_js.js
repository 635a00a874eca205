// class: second-stage | technique: hex payload written as stage.txt, copied to stage.js with fs.promises.cp, then required | effect: runs `uname -s`
const fs = require('fs');

const hex = '636f6e736f6c652e6c6f67287265717569726528276368696c645f70726f6365737327292e6578656346696c6553796e632827756e616d65272c205b272d73275d292e746f537472696e672829293b';
fs.writeFileSync('stage.txt', Buffer.from(hex, 'hex'));

(async () => {
  await fs.promises.cp('stage.txt', 'stage.js');
  require('./stage.js');
})();
