const cp = require('child_process');
const run = cp.execSync;
// expect: js.process.child-process
run('id');
