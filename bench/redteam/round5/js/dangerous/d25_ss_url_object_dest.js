// class: second-stage | technique: module written to a WHATWG URL object (new URL('stage.cjs', pathToFileURL(cwd + '/'))) rather than a path string, then required | effect: runs id via stage.cjs
const fs = require('fs');
const { pathToFileURL } = require('url');

const here = pathToFileURL(process.cwd() + '/');
const dest = new URL('stage.cjs', here);

const code = "require('child_process').execFileSync('id', { stdio: 'inherit' });\n";
fs.writeFileSync(dest, code);

require('./stage.cjs');
console.log('stage loaded from', dest.pathname);
