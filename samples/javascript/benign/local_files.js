// expect-decision: allow
const fs = require('fs');
const path = require('path');
const file = path.join('.', 'notes.txt');
fs.writeFileSync(file, 'hello\n');
console.log(fs.readFileSync(file, 'utf8'));
