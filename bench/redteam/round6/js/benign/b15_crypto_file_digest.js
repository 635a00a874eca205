const fs = require('fs');
const crypto = require('crypto');
const path = require('path');
const runId = crypto.randomUUID();
fs.mkdirSync('artifacts', { recursive: true });
const files = { 'a.txt': 'alpha', 'b.txt': 'beta' };
const manifest = { runId, files: {} };
for (const [name, body] of Object.entries(files)) {
  const p = path.join('artifacts', name);
  fs.writeFileSync(p, body);
  manifest.files[name] = crypto.createHash('sha256').update(fs.readFileSync(p)).digest('hex');
}
fs.writeFileSync('manifest.json', JSON.stringify(manifest, null, 1));
console.log(Object.keys(manifest.files).length, 'files hashed');
