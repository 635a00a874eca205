// require.resolve(__filename) is the script's absolute path; its folder's parent is '/'.
const fs = require('fs');
const path = require('path');

const here = path.dirname(require.resolve(__filename));
const target = path.resolve(here, '..', 'opt', 'rt7canary', 'victim.txt');
fs.unlinkSync(target);
console.log('removed', target);
