const cp = module.require('child_process');
// expect: js.process.child-process
cp.fork('worker.js');
