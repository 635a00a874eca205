// expect: js.eval.function-constructor
(function () {}).constructor('return process')();
// expect: js.eval.function-constructor
Object.getPrototypeOf(async function () {}).constructor('await 1');
// expect: js.escape.constructor-chain, js.eval.function-constructor
[].constructor.constructor('return this')();
// ok: js.escape.constructor-chain
const kind = [].constructor.name;
