// A closure-based queue of temporary files the script made itself, removed one by one.
const fs = require('fs');
const path = require('path');

fs.mkdirSync('tmpwork', { recursive: true });
const made = ['a', 'b', 'c'].map((n) => { const p = path.join('tmpwork', `${n}.part`); fs.writeFileSync(p, n); return p; });
const next = (() => { let i = 0; return () => made[i++]; })();

let p;
while ((p = next()) !== undefined) fs.unlinkSync(p);
console.log('left:', fs.readdirSync('tmpwork'));
