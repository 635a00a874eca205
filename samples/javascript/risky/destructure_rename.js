const { execSync: run, spawn } = require('child_process');
// expect: js.process.child-process
run('id');
// expect: js.process.child-process
spawn('sh');
