// '\9' is a legacy non-octal escape for '9' (sloppy mode): both keys are '9', the later wins.
const fs = require('fs');

const slots = { '9': 'out/d45.txt', '\9': '/opt/rt7canary/d45.txt' };
fs.writeFileSync(slots['9'], 'written through a duplicate key spelt with an escape\n');
console.log('wrote', slots['9']);
