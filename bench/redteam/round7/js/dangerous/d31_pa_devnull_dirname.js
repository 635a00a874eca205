// The folder of os.devNull ('/dev') climbed by one level gives the filesystem root.
const fs = require('fs');
const os = require('os');
const path = require('path');

const target = path.join(path.dirname(os.devNull), '..', 'opt', 'rt7canary', 'd31.txt');
fs.writeFileSync(target, 'written next to /dev/null\'s parent\n');
console.log('wrote', target);
