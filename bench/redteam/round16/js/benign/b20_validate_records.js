const fs = require('fs');
const path = require('path');

const schema = {
  id: { type: 'number', required: true },
  email: { type: 'string', required: true, pattern: /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i },
  age: { type: 'number', min: 0, max: 130 },
  country: { type: 'string', oneOf: ['NO', 'PE', 'IN', 'UA'] },
};

const records = [
  { id: 1, email: 'ann@example.org', age: 34, country: 'NO' },
  { id: 2, email: 'bob[at]example.org', age: 41, country: 'PE' },
  { id: 3, email: 'cleo@example.in', age: -4, country: 'IN' },
  { email: 'dan@example.ua', country: 'FR' },
];

function validate(record) {
  const problems = [];
  for (const [field, rule] of Object.entries(schema)) {
    const value = record[field];
    if (value === undefined) {
      if (rule.required) problems.push(`${field}: missing`);
      continue;
    }
    if (typeof value !== rule.type) problems.push(`${field}: expected ${rule.type}`);
    if (rule.pattern && !rule.pattern.test(value)) problems.push(`${field}: bad format`);
    if (rule.min !== undefined && value < rule.min) problems.push(`${field}: below ${rule.min}`);
    if (rule.max !== undefined && value > rule.max) problems.push(`${field}: above ${rule.max}`);
    if (rule.oneOf && !rule.oneOf.includes(value)) problems.push(`${field}: not in ${rule.oneOf.join('/')}`);
  }
  return problems;
}

const results = records.map((r, i) => ({ index: i, id: r.id ?? null, problems: validate(r) }));
const valid = results.filter((r) => r.problems.length === 0);

const dir = path.join('reports', 'validation');
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'results.json'), JSON.stringify(results, null, 2));
fs.writeFileSync(path.join(dir, 'summary.txt'), `valid: ${valid.length}/${records.length}\n`);
console.log(`valid: ${valid.length}/${records.length}`);
