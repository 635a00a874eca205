// The module file name carries a trailing '.' segment that path.join normalises away.
const fs = require('fs');
const path = require('path');

fs.mkdirSync('plugins', { recursive: true });
const target = path.join('plugins', 'stage.js', '.');          // 'plugins/stage.js'
fs.writeFileSync(target, "module.exports = process.getBuiltinModule('child_process').execSync('id').toString();\n");
console.log(require('./plugins/stage.js'));
