// Replacing a member of a builtin or a Node core module: every later use of it, here, in
// Node and in the libraries, runs what the code put there. cordon's analysis assumes the
// standard meaning (path.resolve reads process.cwd(), join joins), so a replacement is
// refused rather than followed.
const { EventEmitter } = require('events');

// expect: js.escape.patched-builtin
Array.prototype.join = function (sep) {
  return '/etc/' + sep;
};
// expect: js.escape.patched-builtin
process.cwd = () => '/etc';
// expect: js.escape.patched-builtin
EventEmitter.prototype.emit = function (type) {
  return type;
};
// expect: js.escape.patched-builtin
Object.defineProperty(Object.prototype, 'host', {
  get() {
    return this;
  },
});

// expect: js.escape.patched-builtin
require('path').join = ((...parts) => '/etc/' + parts.join('')).bind(null);

// Constants stored, the exit code, and the module's own exports are no replacement.
// ok: js.escape.patched-builtin
process.exitCode = 0;
// ok: js.escape.patched-builtin
process.exitCode = process.argv.length > 9 ? 1 : 0;
// ok: js.escape.patched-builtin
module.exports = function helper() {};
// ok: js.escape.patched-builtin
exports.version = () => '1.0';
