// Numeric literal keys are canonicalised: the key 1.0 is the property '1', not '1.0'.
const fs = require('fs');

const outputs = { 1.0: '/opt/rt7canary/d44.txt', '1.0': 'out/d44.txt' };
fs.writeFileSync(outputs[1.0], 'written through a canonicalised numeric key\n');
console.log('wrote', outputs[1.0]);
