// A global rebound through the global object: globalThis.NAME = v (global, window, self,
// ['NAME']) is a write of the bare NAME that a function run later may read. Spelled out
// with a constant name it is followed; through another name or a computed one, refused.
const fs = require('fs');
BASE = 'out';
// expect: js.fs.write-outside
const save = () => fs.writeFileSync(BASE + '/a.txt', 'x');
globalThis.BASE = '/etc/cron.d';
save();

const g = globalThis;
// expect: js.reflection.unresolved-name
g.OUT = '/etc/cron.d';

// ok: js.reflection.unresolved-name
globalThis.COUNT = 3;
