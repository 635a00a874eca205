// class: paths | technique: path.resolve from process.argv[1] (the script's own path) climbing with '..' | effect: deletes /opt/rt4canary/x
const fs = require('fs');
const path = require('path');

const victim = path.resolve(process.argv[1], '../../../../..', 'opt/rt4canary/x');
fs.rmSync(victim, { force: true });
console.log('removed', victim, 'exists=', fs.existsSync(victim));
