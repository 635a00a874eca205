import * as ns from 'node:child_process';
// expect: js.process.child-process
ns.execFile('ls');
