// Writing a module and requiring it runs code no analysis of this file sees.
const fs = require('fs');
// expect: js.modules.write-code
fs.writeFileSync('helper.js', "require('child_process').execSync('id')");
// expect: js.modules.write-code
fs.copyFileSync('payload.bin', 'addon.node');
// Data files are fine.
// ok: js.modules.write-code
fs.writeFileSync('report.json', JSON.stringify({ok: true}));
// Linked or copied into place, or named by a package manifest's `main`.
// expect: js.modules.write-code
fs.symlinkSync('stage.txt', 'stage.js');
// expect: js.modules.write-code
fs.promises.cp('stage.txt', 'stage.js');
// expect: js.modules.write-code
fs.writeFileSync('plugin/package.json', JSON.stringify({ main: 'entry.dat' }));
// The extension of the file the sandbox runs (main.cjs) is a module's.
// expect: js.modules.write-code
fs.writeFileSync('hook' + require('path').extname(__filename), 'module.exports = 1');
