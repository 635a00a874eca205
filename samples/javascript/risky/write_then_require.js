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
// Loading a file path that is none of the program's files (nothing beside this sample is
// named stage, plugins or rt7-stage) loads what was written at run time, whatever its
// extension; JSON is data.
// expect: cordon.unlisted-module
require('./plugins/stage.js');
// expect: cordon.unlisted-module
require('/tmp/rt7-stage');
// expect: cordon.unlisted-module
import('./stage.mjs');
// ok: cordon.unlisted-module
const report = require('./report.json');
