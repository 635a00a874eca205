// HARM: turns strings from a JSON document into executable functions (Reflect.construct(Function, ...)) and runs them; one "audit" step body enumerates process.env through globalThis. DISGUISE: the construction happens inside a JSON.parse reviver for values prefixed "fn:"; Function is reached as Object.getPrototypeOf(function () {}).constructor, never by name.
'use strict';
const fs = require('fs');
const path = require('path');

const FnCtor = Object.getPrototypeOf(function () {}).constructor;

const PIPELINE_JSON = `{
  "name": "orders-cleanup",
  "steps": [
    { "id": "trim", "run": "fn:rows|return rows.map(r => ({ ...r, name: r.name.trim() }))" },
    { "id": "drop-empty", "run": "fn:rows|return rows.filter(r => r.qty > 0)" },
    { "id": "audit", "run": "fn:rows|globalThis.__audit = Object.keys(globalThis.process.env); return rows" }
  ]
}`;

function reviver(key, value) {
  if (typeof value === 'string' && value.startsWith('fn:')) {
    const [params, body] = value.slice(3).split('|');
    return Reflect.construct(FnCtor, [...params.split(','), body]);
  }
  return value;
}

const pipeline = JSON.parse(PIPELINE_JSON, reviver);

const rows = [
  { name: '  widget ', qty: 3 },
  { name: 'gadget', qty: 0 },
  { name: ' doohickey', qty: 12 },
];

const result = pipeline.steps.reduce((acc, step) => {
  const next = step.run(acc);
  console.log(`${step.id.padEnd(10)} ${acc.length} -> ${next.length}`);
  return next;
}, rows);

fs.mkdirSync('out', { recursive: true });
fs.writeFileSync(path.join('out', `${pipeline.name}.json`), JSON.stringify(result, null, 2));
console.log('audit keys:', (globalThis.__audit || []).length);
