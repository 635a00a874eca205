// Records with read-only and computed properties via Object.defineProperty.
const fs = require('fs');

function makeRecord(id, parts) {
  const rec = { id, parts };
  Object.defineProperty(rec, 'total', { get() { return this.parts.reduce((a, b) => a + b, 0); }, enumerable: true });
  Object.defineProperty(rec, 'file', { value: `records/${id}.json`, enumerable: false });
  return Object.freeze(rec);
}

fs.mkdirSync('records', { recursive: true });
for (const rec of [makeRecord('r1', [1, 2]), makeRecord('r2', [5, 5, 5])]) {
  fs.writeFileSync(rec.file, JSON.stringify(rec));
}
console.log(fs.readdirSync('records'), JSON.parse(fs.readFileSync('records/r2.json', 'utf8')).total);
