const cp = require('child_process');
const {exec: run} = cp;
run('id');
const f = Function.prototype.call.call(require, null, 'fs');
new Function('return ' + x)();
