// Code handed over as a constant string is analysed as code: what it would do is
// reported at the call that runs it, with the line of the string it is on.
const vm = require('vm');

// expect: js.process.child-process
eval("require('child_process').execSync('id')");
// expect: js.escape.process-object
const leak = new Function('return process')();
// expect: js.process.import
vm.runInThisContext("require('child_process')");
// expect: js.process.child-process
setTimeout("require('child_process').exec('id')", 0);
// eval of a name is that name.
// expect: js.process.child-process
eval('require')('child_process').execSync('id');

// A harmless code string is only the warning that it is a string of code.
// ok: js.process.child-process
console.log(eval('1 + 2'), vm.runInNewContext('a + 1', {a: 1}), leak);
