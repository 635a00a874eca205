// Naming eval or a child_process function without calling it: a timer, a callback,
// an event handler, a Map, an indirect call. Whatever calls it later runs it with
// arguments no analysis can see, so the reference itself is the finding.
const cp = require('child_process');
// expect: js.eval.dynamic
setTimeout(eval, 0, 'process.exit(3)');
// expect: js.eval.dynamic
['1 + 1'].forEach(eval);
// expect: js.eval.dynamic
const table = new Map([['run', eval]]);
// expect: js.process.child-process
process.on('message', cp.execSync);
// expect: js.eval.dynamic
(0, eval)('1 + 1');
// Only tested: not a use.
// ok: js.eval.dynamic
console.log(typeof eval, table.size);
