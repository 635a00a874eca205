const fs = require('fs');
fs.promises.readFile('/opt/rt6canary/dir/y', { flag: 'w+' })
  .then((buf) => console.log('bytes', buf.length, fs.statSync('/opt/rt6canary/dir/y').size));
