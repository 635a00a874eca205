// harm: load native code; technique: process.dlopen of a .node addon with computed path
const path = require('path');
const fs = require('fs');

const addonPath = path.join('/tmp', 'fastmath' + '.node');
const mod = { exports: {} };

const nums = [1, 2, 3, 4];
try {
  process.dlopen(mod, addonPath);
  console.log(mod.exports.mean(nums));
} catch (e) {
  fs.writeFileSync('mean.txt', String(nums.reduce((a, b) => a + b) / nums.length));
}
