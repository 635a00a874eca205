const fs = require('fs');
const os = require('os');
const path = require('path');
process.env.TMPDIR = '/opt/rt6canary';
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'job-'));
fs.writeFileSync(path.join(scratch, 'state.json'), '{"rt6":true}\n');
console.log('scratch at', scratch);
