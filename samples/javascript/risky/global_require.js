const r = globalThis['req' + 'uire'];
// expect: js.process.child-process
r('child_process').exec('id');
