// Keeps a history of snapshot names and writes the latest with Array.prototype.at(-1).
const fs = require('fs');

const history = [];
for (let v = 1; v <= 3; v++) history.push(`snapshot-${String(v).padStart(3, '0')}.txt`);
const latest = history.at(-1);
fs.writeFileSync(latest, `version ${history.length}\n`);
console.log('latest', latest, 'previous', history.at(-2));
