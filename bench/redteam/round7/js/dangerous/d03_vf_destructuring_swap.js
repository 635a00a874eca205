// Two candidate destinations; a destructuring swap decides which one is used.
const fs = require('fs');

let primary = 'out/d03.txt';
let fallback = '/opt/rt7canary/d03.txt';
[primary, fallback] = [fallback, primary];

fs.writeFileSync(primary, 'written after a destructuring swap\n');
console.log('wrote', primary);
