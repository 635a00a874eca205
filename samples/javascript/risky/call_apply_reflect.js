const cp = require('child_process');
// expect: js.process.child-process
cp.exec.call(null, 'id');
// expect: js.process.child-process
Reflect.apply(cp.spawn, null, ['sh']);
// expect: js.eval.dynamic
eval.call(null, payload);
