// What a sloppy-mode script can reach without naming it: the calling function through
// `caller` and stack-trace hooks (at the top level, Node's module wrapper, whose
// arguments are require and module), the global object as `this` in a plain function
// called without an object, and Function as the constructor of any function.
function locate() {
  // expect: js.escape.caller-chain
  return locate.caller.arguments[1];
}
// expect: js.escape.caller-chain
Error.prepareStackTrace = (err, frames) => frames;
function root() {
  // expect: js.escape.global-object
  return this;
}
const g = Reflect.apply(function () {
  // expect: js.escape.global-object
  return this;
}, undefined, []);
queueMicrotask(function () {
  // expect: cordon.unlisted-module
  this.process.mainModule.require('x');
});
// expect: js.eval.function-constructor
Object.getPrototypeOf(Math.max).constructor('c', 'return c')('x');
const Run = new Date().getTime.constructor;
// expect: js.eval.function-constructor
Run('cmd', 'return cmd');
const host = {};
// expect: js.escape.constructor-chain
const Loader = host.__proto__.constructor;

// `this` where a caller gives it: methods, constructors, handlers, strict code.
class Box {
  get() {
    // ok: js.escape.global-object
    return this;
  }
}
function Counter() {
  // ok: js.escape.global-object
  this.n = 0;
}
Counter.prototype.inc = function() {
  // ok: js.escape.global-object
  return this;
};
const emitter = new (require('events'))();
emitter.on('data', function() {
  // ok: js.escape.global-object
  console.log(this);
});
// ok: js.eval.function-constructor
const copy = new Box.constructor();
// ok: js.escape.caller-chain
console.log(copy, {callerName: 'x'}.callerName);
function globalRef() {
  // expect: js.escape.global-object
  return eval('this');
}
