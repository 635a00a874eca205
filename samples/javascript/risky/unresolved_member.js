const cp = require('child_process');
const method = process.argv[2];
// expect: js.reflection.unresolved-name
cp[method]('id');
// expect: js.reflection.unresolved-name
globalThis[method]();
const table = { a: 1 };
// ok: js.reflection.unresolved-name
console.log(table[method]);
