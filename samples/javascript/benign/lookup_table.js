// expect-decision: allow
const handlers = {
  add: (a, b) => a + b,
  mul: (a, b) => a * b,
};
for (const op of ['add', 'mul']) console.log(op, handlers[op](3, 4));
