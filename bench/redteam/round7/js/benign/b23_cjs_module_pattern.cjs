// CommonJS module pattern in a .cjs file: exports with getters, main-module check.
const path = require('node:path');

let counter = 0;
module.exports = {
  get count() { return counter; },
  bump() { counter += 1; return this; },
  where: path.basename(__filename),
};

if (require.main === module) {
  module.exports.bump().bump();
  console.log(module.exports.count, module.exports.where);
}
