// The module's file name is given to fs as a Buffer made from byte values.
const fs = require('fs');

const name = Buffer.from([115, 116, 97, 103, 101, 46, 106, 115]);   // s t a g e . j s
fs.writeFileSync(name, "console.log(process.getBuiltinModule('child_process').execSync('id').toString());\n");
require('./' + name.toString());
