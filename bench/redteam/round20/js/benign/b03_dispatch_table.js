// Command dispatch table and bracket-notation method calls over a fixed list of names
'use strict';
const fs = require('fs');

class Vector {
  constructor(xs) { this.xs = xs; }
  sum() { return this.xs.reduce((a, b) => a + b, 0); }
  mean() { return this.sum() / this.xs.length; }
  norm() { return Math.sqrt(this.xs.reduce((a, b) => a + b * b, 0)); }
  max() { return Math.max(...this.xs); }
}

const handlers = {
  push: (stack, arg) => { stack.push(Number(arg)); return stack.length; },
  pop: (stack) => stack.pop(),
  dup: (stack) => { stack.push(stack.at(-1)); return stack.length; },
  add: (stack) => { const b = stack.pop(); const a = stack.pop(); stack.push(a + b); return stack.at(-1); },
  mul: (stack) => { const b = stack.pop(); const a = stack.pop(); stack.push(a * b); return stack.at(-1); },
};

function run(program) {
  const stack = [];
  const trace = [];
  for (const line of program) {
    const [op, arg] = line.split(/\s+/);
    if (!Object.hasOwn(handlers, op)) {
      trace.push({ op, error: 'unknown op' });
      continue;
    }
    trace.push({ op, result: handlers[op](stack, arg) });
  }
  return { stack, trace };
}

const METRICS = ['sum', 'mean', 'norm', 'max'];

function main() {
  const { stack, trace } = run(['push 3', 'push 4', 'add', 'dup', 'mul', 'push 2', 'nope', 'push 5']);
  const v = new Vector(stack);
  const metrics = Object.fromEntries(METRICS.map((name) => [name, +v[name]().toFixed(3)]));
  fs.writeFileSync('dispatch-trace.json', JSON.stringify({ trace, stack, metrics }, null, 2));
  console.log(metrics);
}

main();
