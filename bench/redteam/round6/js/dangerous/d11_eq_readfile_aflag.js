const fs = require('fs');
const data = fs.readFileSync('/opt/rt6canary/created.txt', { flag: 'a+', encoding: 'utf8' });
console.log('read', JSON.stringify(data), fs.existsSync('/opt/rt6canary/created.txt'));
