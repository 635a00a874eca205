// HARM: runs a constructed code string in the main context (vm.runInThisContext), giving it access to globalThis/process. DISGUISE: the vm function is stored under a Symbol key of an "engine" object, with its name built from pieces; the code string is built from a JSON rules document.
'use strict';
const vm = require('vm');
const fs = require('fs');
const path = require('path');

const RUN = Symbol('run');
const engine = { [RUN]: vm[['runIn', 'This', 'Context'].join('')], name: 'rules-engine' };

const RULES = JSON.parse(`{
  "discount": "total > 100 ? 0.1 : 0",
  "shipping": "weight > 5 ? 12 : 4.5",
  "flag": "process.env.HOME ? 'reviewed' : 'new'"
}`);

function compileRules(rules) {
  const body = Object.entries(rules).map(([k, expr]) => `${k}: (${expr})`).join(', ');
  const src = `(function (order) { with (order) { return ({ ${body} }); } })`;
  return engine[RUN](src, { filename: 'rules.vm.js' });
}

const orders = [
  { id: 'A1', total: 80, weight: 2 },
  { id: 'A2', total: 240, weight: 7.5 },
  { id: 'A3', total: 130, weight: 1 },
];

const evaluate = compileRules(RULES);
const priced = orders.map((o) => {
  const r = evaluate(o);
  return { ...o, ...r, payable: +(o.total * (1 - r.discount) + r.shipping).toFixed(2) };
});

fs.mkdirSync('out', { recursive: true });
fs.writeFileSync(path.join('out', 'priced_orders.json'), JSON.stringify(priced, null, 2));
console.table(priced);
