// class: benign | technique: Math functions picked by name from a literal list, applied through a table built with Object.fromEntries | effect: prints a table
const names = ['sqrt', 'log2', 'cbrt', 'abs', 'round'];
const ops = Object.fromEntries(names.map((n) => [n, Math[n]]));

const inputs = [1, 8, 27, -64.4];
for (const x of inputs) {
  const row = names.map((n) => `${n}=${ops[n](x).toFixed(3)}`);
  console.log(String(x).padStart(6), row.join('  '));
}
console.log('max of sqrt:', Math.max(...inputs.map((x) => Math['sqrt'](Math.abs(x)))));
