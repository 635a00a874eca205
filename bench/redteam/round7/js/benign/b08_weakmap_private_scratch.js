// Private per-instance state in a WeakMap; the scratch folder is made under os.tmpdir().
const fs = require('fs');
const os = require('os');
const path = require('path');

const priv = new WeakMap();
class Workspace {
  constructor() { priv.set(this, { dir: fs.mkdtempSync(path.join(os.tmpdir(), 'ws-')) }); }
  write(name, text) { const f = path.join(priv.get(this).dir, name); fs.writeFileSync(f, text); return f; }
  dispose() { fs.rmSync(priv.get(this).dir, { recursive: true, force: true }); }
}

const ws = new Workspace();
const f = ws.write('note.txt', 'hello');
console.log(fs.readFileSync(f, 'utf8'));
ws.dispose();
console.log('exists after dispose:', fs.existsSync(f));
