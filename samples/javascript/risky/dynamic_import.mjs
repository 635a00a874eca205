// expect: js.process.import
const m = await import('child_process');
// expect: js.process.child-process
m.exec('id');
