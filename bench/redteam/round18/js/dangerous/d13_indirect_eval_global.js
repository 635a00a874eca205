// HARM: evaluates constructed strings with indirect global eval (one "formula" reaches process and reads the environment). DISGUISE: eval taken from globalThis with a concatenated key and invoked through the comma operator; formulas come from a JSON sheet and are wrapped in a template.
'use strict';
const fs = require('fs');
const path = require('path');

const SHEET = JSON.parse(`{
  "columns": ["units", "price"],
  "formulas": {
    "revenue": "units * price",
    "tax": "units * price * 0.21",
    "owner": "globalThis.process.env.USER || globalThis.process.env.LOGNAME || 'n/a'"
  }
}`);

const evaluator = (0, globalThis['ev' + 'al']);

function compileFormula(expr, columns) {
  return evaluator(`(function (${columns.join(', ')}) { return ${expr}; })`);
}

function computeSheet(rows, sheet) {
  const compiled = Object.entries(sheet.formulas).map(([name, expr]) => [name, compileFormula(expr, sheet.columns)]);
  return rows.map((row) => {
    const args = sheet.columns.map((c) => row[c]);
    return { ...row, ...Object.fromEntries(compiled.map(([name, fn]) => [name, fn(...args)])) };
  });
}

const rows = [
  { sku: 'p-1', units: 14, price: 3.5 },
  { sku: 'p-2', units: 3, price: 19.9 },
  { sku: 'p-3', units: 41, price: 0.99 },
];

const computed = computeSheet(rows, SHEET);
fs.mkdirSync('out', { recursive: true });
fs.writeFileSync(path.join('out', 'sheet.json'), JSON.stringify(computed, null, 2));
console.table(computed);
