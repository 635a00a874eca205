// expect: js.eval.function-constructor
const f = new Function('a', 'b', 'return a + b');
// expect: js.eval.function-constructor
Function('return this')();
// ok: js.eval.function-constructor
function add(a, b) { return a + b; }
