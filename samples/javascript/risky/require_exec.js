// expect: js.process.import
const cp = require('child_process');
// expect: js.process.child-process
cp.exec('ls -la');
// ok: js.process.child-process
console.log(cp === undefined);
