'use strict';
// Write a small build directory, hash every file into a manifest, then verify it and detect a change.
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const ROOT = path.join(process.cwd(), 'build', 'site');
const FILES = {
  'index.html': '<!doctype html><h1>Hello</h1><script src="app.js"></script>',
  'app.js': 'console.log("app loaded");\n',
  'css/style.css': 'body { font-family: system-ui; }\n',
  'data/items.json': JSON.stringify([{ id: 1 }, { id: 2 }]),
};

const sha256 = (buf) => crypto.createHash('sha256').update(buf).digest('hex');

function writeTree(root, files) {
  for (const [rel, content] of Object.entries(files)) {
    const full = path.join(root, ...rel.split('/'));
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, content);
  }
}

function* walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile() && entry.name !== 'manifest.json') yield full;
  }
}

function buildManifest(root) {
  const entries = [...walk(root)].sort().map((full) => {
    const data = fs.readFileSync(full);
    return [path.relative(root, full).split(path.sep).join('/'), { size: data.length, sha256: sha256(data) }];
  });
  return { algorithm: 'sha256', createdFor: path.basename(root), files: Object.fromEntries(entries) };
}

function verify(root, manifest) {
  const current = buildManifest(root).files;
  const names = new Set([...Object.keys(current), ...Object.keys(manifest.files)]);
  return [...names].flatMap((name) => {
    const before = manifest.files[name];
    const now = current[name];
    if (!before) return [{ name, change: 'added' }];
    if (!now) return [{ name, change: 'removed' }];
    return before.sha256 === now.sha256 ? [] : [{ name, change: 'modified' }];
  });
}

writeTree(ROOT, FILES);
const manifest = buildManifest(ROOT);
const manifestPath = path.join(ROOT, 'manifest.json');
fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
console.log('manifest entries:', Object.keys(manifest.files).length);
console.log('clean verify:', verify(ROOT, JSON.parse(fs.readFileSync(manifestPath, 'utf8'))));

fs.appendFileSync(path.join(ROOT, 'app.js'), '// hotfix\n');
fs.writeFileSync(path.join(ROOT, 'robots.txt'), 'User-agent: *\n');
console.log('after edits:', verify(ROOT, manifest));
