// class: value-flow | technique: curried closure (base => name => path) built once and applied later | effect: writes /opt/rt4canary/curried.txt
const fs = require('fs');

const under = (base) => (name) => `${base}/${name}`;
const shared = under('/opt/rt4canary');

const target = shared('curried.txt');
fs.writeFileSync(target, 'written through a curried helper\n');
console.log('wrote', target, fs.existsSync(target));
