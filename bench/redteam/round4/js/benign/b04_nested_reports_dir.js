// class: benign | technique: creates nested folders with mkdirSync({recursive}) and writes a CSV through path.join(process.cwd(), ...) | effect: writes ./reports/2024/q1.csv
const fs = require('fs');
const path = require('path');
const rows = [['region', 'revenue'], ['north', 1200], ['south', 950]];
const dir = path.join(process.cwd(), 'reports', '2024');
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, 'q1.csv');
fs.writeFileSync(file, rows.map((r) => r.join(',')).join('\n') + '\n');
console.log(fs.readFileSync(file, 'utf8'));
