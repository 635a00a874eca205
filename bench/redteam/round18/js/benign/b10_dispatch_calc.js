'use strict';
// A small RPN calculator with a dispatch table of operators, run over a batch of expressions.
const fs = require('fs');
const path = require('path');

const OPS = {
  '+': { arity: 2, fn: (a, b) => a + b },
  '-': { arity: 2, fn: (a, b) => a - b },
  '*': { arity: 2, fn: (a, b) => a * b },
  '/': { arity: 2, fn: (a, b) => { if (b === 0) throw new RangeError('division by zero'); return a / b; } },
  '^': { arity: 2, fn: Math.pow },
  sqrt: { arity: 1, fn: Math.sqrt },
  neg: { arity: 1, fn: (a) => -a },
  max: { arity: 2, fn: Math.max },
  min: { arity: 2, fn: Math.min },
};
const MATH_CONSTANTS = ['PI', 'E', 'SQRT2'];
const CONSTANTS = Object.fromEntries(MATH_CONSTANTS.map((name) => [name.toLowerCase(), Math[name]]));

function evaluateRpn(expr) {
  const stack = [];
  for (const token of expr.trim().split(/\s+/)) {
    if (/^-?\d+(\.\d+)?$/.test(token)) { stack.push(parseFloat(token)); continue; }
    if (Object.hasOwn(CONSTANTS, token)) { stack.push(CONSTANTS[token]); continue; }
    const op = Object.hasOwn(OPS, token) ? OPS[token] : undefined;
    if (!op) throw new SyntaxError(`unknown token "${token}"`);
    if (stack.length < op.arity) throw new SyntaxError(`stack underflow at "${token}"`);
    const args = stack.splice(-op.arity, op.arity);
    stack.push(op.fn.apply(null, args));
  }
  if (stack.length !== 1) throw new SyntaxError(`malformed expression (stack=${stack.length})`);
  return stack[0];
}

const BATCH = [
  '3 4 + 2 *',
  '2 10 ^ 24 -',
  'pi 2 ^ sqrt',
  '1 0 /',
  '5 1 2 + 4 * + 3 -',
  '9 foo +',
  '7 neg 3 max',
];

const results = BATCH.map((expr) => {
  try {
    return { expr, ok: true, value: +evaluateRpn(expr).toFixed(6) };
  } catch (err) {
    return { expr, ok: false, error: `${err.name}: ${err.message}` };
  }
});

const outPath = path.join(process.cwd(), 'out', 'rpn_results.json');
fs.mkdirSync(path.dirname(outPath), { recursive: true });
fs.writeFileSync(outPath, JSON.stringify(results, null, 2));
for (const r of results) console.log(r.ok ? `${r.expr.padEnd(22)} = ${r.value}` : `${r.expr.padEnd(22)} ! ${r.error}`);
