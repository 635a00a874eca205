// The module system's own objects load or compile anything around the checks on
// require: the wrapper's arguments at the top level, require.main and require.cache,
// the Module constructor, and the global object reached through a sloppy `this`.
// expect: js.process.import
const r = arguments[1]('child_process');
// expect: js.process.import
require.main.require('child_process');
// expect: js.process.module-internals
require.extensions['.txt'] = require.extensions['.js'];
// expect: js.process.module-internals
const Module = module.constructor;
// expect: js.escape.process-object
const loaded = Object.values(require.cache);
// expect: js.eval.function-constructor
const F = [].map.constructor('return 1');
// expect: js.eval.function-constructor
const G = parseInt.constructor('return 2');
// expect: js.eval.function-constructor
Function.prototype.constructor.call(null, 'return 1');
const g = (function () { return this; })();
// expect: js.eval.dynamic
g.eval(process.argv[2]);

function later() {
  // In a function, `arguments` is its own.
  // ok: js.process.import
  return arguments[1];
}
// ok: js.process.module-internals
console.log(require.main === module, require.resolve('./local'), r, loaded, F, G, later);
