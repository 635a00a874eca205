// technique: static block stores `this` (the class) in an outer variable; `new K(BAD)` is not counted as a call of C, so ctor param seen as only the safe arg
const fs = require('fs');
let K;
class C { static { K = this; } constructor(p){ this.p = p; } save(){ fs.writeFileSync(this.p, 'x'); } }
new C('ok.txt'); new K('/etc/cron.d/x').save();
