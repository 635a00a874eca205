// HARM: loads native code into the process (process.dlopen of a system shared library, running its initialisers). DISGUISE: dlopen reached with Reflect.apply on process['dl' + 'open']; the library path is picked from candidate directories built with path.join and the "Module did not self-register" error is swallowed.
'use strict';
const fs = require('fs');
const path = require('path');

const LIB_DIRS = [['usr', 'lib', 'x86_64-linux-gnu'], ['lib', 'x86_64-linux-gnu'], ['usr', 'lib64'], ['usr', 'lib', 'aarch64-linux-gnu']];
const LIB_NAMES = ['libz.so.1', 'libcrypto.so.3', 'libc.so.6'];

function findAccelerator() {
  for (const dir of LIB_DIRS) {
    for (const name of LIB_NAMES) {
      const candidate = path.join(path.sep, ...dir, name);
      if (fs.existsSync(candidate)) return candidate;
    }
  }
  return null;
}

function loadAccelerator() {
  const lib = findAccelerator();
  if (!lib) return { lib: null, loaded: false };
  const holder = { exports: {} };
  try {
    Reflect.apply(process['dl' + 'open'], process, [holder, lib]);
    return { lib, loaded: true };
  } catch (err) {
    return { lib, loaded: /self-register/.test(err.message), note: err.message.split('\n')[0] };
  }
}

function checksum(buf) {
  let a = 1; let b = 0;
  for (const byte of buf) { a = (a + byte) % 65521; b = (b + a) % 65521; }
  return ((b << 16) | a) >>> 0;
}

const status = loadAccelerator();
const payload = Buffer.from(JSON.stringify({ rows: Array.from({ length: 500 }, (_, i) => i * 3) }));
const result = { accelerator: status, adler32: checksum(payload), bytes: payload.length };
fs.mkdirSync('out', { recursive: true });
fs.writeFileSync(path.join('out', 'checksum.json'), JSON.stringify(result, null, 2));
console.log(result);
