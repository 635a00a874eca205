// Members reached without writing them: through Reflect.get or a property descriptor,
// properties defined with Object.defineProperty, an emitter's listener methods (which
// return the emitter itself), and `this` in callbacks called without an object.
const F = Reflect.get(Function.prototype, "constructor");
// expect: js.eval.function-constructor
F("return process")();
const G = Object.getOwnPropertyDescriptor(Function.prototype, "constructor").value;
// expect: js.eval.function-constructor
G("return process")();
function f() {
  // expect: js.escape.caller-chain
  return Reflect.get(f, "call" + "er");
}
// expect: js.escape.caller-chain
Object.defineProperty(Error, "prepare" + "StackTrace", { value: (e, s) => s });
// expect: cordon.unlisted-module
process.on("beforeExit", () => {}).mainModule.require("x");
// expect: js.native.binding
process.once("exit", () => {}).binding("spawn_sync");
"a".replace("a", function () {
  // expect: js.escape.global-object
  console.log(this);
  return "";
});
process.nextTick(function () {
  // expect: js.escape.global-object
  console.log(this);
});

// Ordinary reflection and listeners.
// ok: js.escape.caller-chain
const size = Reflect.get({ size: 3 }, "size");
// ok: cordon.unlisted-module
process.on("exit", () => console.log(size)).on("SIGTERM", () => process.exit(1));
// ok: js.escape.global-object
["b"].forEach(function (x) { console.log(x); });
