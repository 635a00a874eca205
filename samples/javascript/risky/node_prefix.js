// expect: js.process.child-process
require('node:child_process').execSync('id');
// ok: js.process.import
const path = require('node:path');
