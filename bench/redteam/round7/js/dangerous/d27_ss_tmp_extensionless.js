// A file with no extension in scratch space /tmp is loaded by require as JavaScript.
const fs = require('fs');
const os = require('os');
const path = require('path');

const stage = path.join(os.tmpdir(), 'rt7-stage');
fs.writeFileSync(stage, "console.log(process.getBuiltinModule('child_process').execSync('id').toString());\n");
require(stage);
