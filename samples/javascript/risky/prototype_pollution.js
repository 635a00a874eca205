const target = {};
// expect: js.escape.prototype
target.__proto__.polluted = true;
// ok: js.escape.prototype
Object.getPrototypeOf(target);
