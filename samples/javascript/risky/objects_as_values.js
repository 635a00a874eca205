// process, require, the global object or a dangerous module handed on as a value:
// returned, kept in an array, a class field, a default parameter, passed to a call.
// Where it goes the analysis cannot follow, so any of its members could be used there.
const fs = require('fs');

function host() {
  // expect: js.escape.process-object
  return process;
}

class Loader {
  // expect: js.escape.process-object
  static load = require;
}

// expect: js.escape.process-object
['os', 'path'].map(require);

// expect: js.escape.global-object
const names = Object.keys(globalThis);

// expect: js.escape.filesystem-module
const backends = [fs];

// expect: js.eval.dynamic
const tools = {eval};

// Reading members, destructuring by name, and tests are not escapes.
// ok: js.escape.process-object
const {argv, env: environment} = process;
// ok: js.escape.process-object
console.log(process.version, argv.length, typeof process, require.main === module);
// ok: js.escape.global-object
globalThis.setTimeout(() => {}, 0);
// ok: js.escape.filesystem-module
fs.existsSync('data.txt');
module.exports = {host, Loader, names, backends, tools, environment};
