const cp = require('child_process');
// expect: js.process.child-process
cp['exec' + 'Sync']('id');
// expect: js.process.child-process
cp[`spawn`]('sh');
