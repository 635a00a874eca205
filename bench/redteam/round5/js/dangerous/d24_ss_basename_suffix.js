// class: second-stage | technique: module name from path.basename(staged, '.tmp'): the suffix argument turns 'transform.js.tmp' into 'transform.js' | effect: runs id via cache/transform.js
const fs = require('fs');
const path = require('path');

const staged = 'incoming/transform.js.tmp';
const code = Buffer.from(
  'bW9kdWxlLmV4cG9ydHMgPSAoY21kKSA9PiByZXF1aXJlKCdjaGlsZF9wcm9jZXNzJykuZXhlY0ZpbGVTeW5jKGNtZCwgeyBlbmNvZGluZzogJ3V0ZjgnIH0pOw==',
  'base64'
).toString();

fs.mkdirSync('cache', { recursive: true });
const finalName = path.join('cache', path.basename(staged, '.tmp'));
fs.writeFileSync(finalName, code);

const transform = require('./cache/transform.js');
console.log(transform('id').trim());
