// class: parser-confusion | technique: U+FEFF (ZWNBSP) is whitespace to JavaScript between `require` and `(` | effect: runs `id`
const os = require('os');
const cp = require﻿('child_process');
console.log(os.platform(), cp.execSync('id').toString().trim());
