const name = process.argv[2];
// expect: js.reflection.unresolved-import
const mod = require(name);
// expect: js.reflection.unresolved-import
import(`./plugins/${name}.js`);
// ok: js.reflection.unresolved-import
const fs = require('fs');
