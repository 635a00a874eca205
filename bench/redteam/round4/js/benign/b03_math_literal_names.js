// class: benign | technique: Math functions chosen by name while looping over a literal list of names | effect: prints a table
const names = ['sin', 'cos', 'sqrt', 'log1p', 'cbrt'];
const xs = [0.5, 1, 2];
const table = {};
for (const name of names) {
  table[name] = xs.map((x) => Number(Math[name](x).toFixed(4)));
}
console.table(table);
