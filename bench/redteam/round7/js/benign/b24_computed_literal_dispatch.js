// Dispatch table built with computed property names from a literal list of operations.
const fs = require('fs');

const ops = ['add', 'sub', 'mul', 'div'];
const impl = [(a, b) => a + b, (a, b) => a - b, (a, b) => a * b, (a, b) => a / b];
const table = Object.fromEntries(ops.map((name, i) => [name, impl[i]]));
const calc = { ...table, [`${ops[0]}All`]: (...xs) => xs.reduce(table.add, 0) };

const out = ops.map((op) => `${op}(6,3)=${calc[op](6, 3)}`).concat(`addAll=${calc.addAll(1, 2, 3)}`);
fs.writeFileSync('calc.txt', out.join('\n'));
console.log(out);
