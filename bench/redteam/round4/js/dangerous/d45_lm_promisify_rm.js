// class: library-mediated | technique: util.promisify(fs.rm) wraps the destructive call; the wrapper is what gets the path | effect: recursively deletes /opt/rt4canary/dir
const fs = require('fs');
const util = require('util');

const removeTree = util.promisify(fs.rm);

removeTree('/opt/rt4canary/dir', { recursive: true, force: true })
  .then(() => console.log('removed, exists=', fs.existsSync('/opt/rt4canary/dir')))
  .catch((err) => console.error(err.message));
