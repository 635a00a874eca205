// Writing a module and requiring it runs code no analysis of this file sees.
const fs = require('fs');
// expect: js.modules.write-code
fs.writeFileSync('helper.js', "require('child_process').execSync('id')");
// expect: js.modules.write-code
fs.copyFileSync('payload.bin', 'addon.node');
// Data files are fine.
// ok: js.modules.write-code
fs.writeFileSync('report.json', JSON.stringify({ok: true}));
