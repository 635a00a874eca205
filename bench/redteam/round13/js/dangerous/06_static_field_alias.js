// technique: static field initializer pushes `this` (the class) into an array; `new reg[0](BAD)` escapes ctor-param inference
const fs = require('fs');
const reg = [];
class C { static r = reg.push(this); constructor(p){ this.p = p; } save(){ fs.writeFileSync(this.p, 'x'); } }
new C('ok.txt'); const K = reg[0]; new K('/etc/cron.d/x').save();
