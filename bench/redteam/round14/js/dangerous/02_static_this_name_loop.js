// technique (variant of 01): template-literal `${this.name}` in static method, subclass named by object-literal key, invoked via for..of over Object.values
const fs = require('fs');
class C { static w() { fs.writeFileSync(`${this.name}`, 'x'); } }
const decoy = { name: 'out.txt' };
const K = { '/etc/cron.d/x': class extends C {} };
for (const k of Object.values(K)) k.w();
