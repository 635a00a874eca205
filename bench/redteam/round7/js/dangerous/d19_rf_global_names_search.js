// An evaluator picked from the global object's own property names by shape.
const names = Object.getOwnPropertyNames(globalThis);
const pick = names.find((n) => n.length === 4 && n.charCodeAt(0) === 101 && n.endsWith('al'));
const run = globalThis[pick];
const src = ['process', 'getBuiltinModule("child_process")', 'execSync("id")', 'toString()'].join('.');
console.log(run(src));
