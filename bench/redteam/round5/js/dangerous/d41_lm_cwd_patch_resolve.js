// class: library-mediated | technique: process.cwd replaced by a function; path.resolve calls process.cwd() for relative input | effect: writes /opt/rt5canary/cwd.txt
const fs = require('fs');
const path = require('path');

const workspace = '/opt/rt5canary';
process.cwd = () => workspace; // "pin" the working directory

const out = path.resolve('cwd.txt');
fs.writeFileSync(out, 'resolved against the pinned cwd\n');
console.log('wrote', out);
