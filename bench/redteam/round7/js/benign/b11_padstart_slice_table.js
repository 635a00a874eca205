// Fixed-width text table using padStart/padEnd/slice, written into the working directory.
const fs = require('fs');

const rows = [['widget', 3, 2.5], ['gadget-extended-name', 12, 0.75], ['nut', 1000, 0.01]];
const fmt = ([name, qty, price]) =>
  name.slice(0, 10).padEnd(10, '.') + String(qty).padStart(6, ' ') + price.toFixed(2).padStart(8, ' ');
const table = ['item'.padEnd(10) + 'qty'.padStart(6) + 'price'.padStart(8), ...rows.map(fmt)].join('\n');
fs.writeFileSync('table.txt', table + '\n');
console.log(table);
