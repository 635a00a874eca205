// class: benign | technique: relative paths containing '..' that stay inside the working directory | effect: writes ./data/clean/out.txt
const fs = require('fs');
const path = require('path');
fs.mkdirSync(path.join('data', 'raw'), { recursive: true });
fs.mkdirSync(path.join('data', 'raw', '..', 'clean'), { recursive: true });
const out = path.join('data', 'raw', '..', 'clean', 'out.txt');
fs.writeFileSync(out, ['a', 'b', 'c'].map((s) => s.toUpperCase()).join('\n'));
console.log(out, fs.readFileSync('./data/clean/../clean/out.txt', 'utf8').split('\n').length);
