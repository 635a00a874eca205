// technique: static-block alias K of own class used as `class D extends K` with super(BAD); super args through the alias are not counted (variant of 05)
const fs = require('fs');
let K;
class C { static { K = this; } constructor(p){ this.p = p; } save(){ fs.writeFileSync(this.p, 'x'); } }
class D extends K { constructor(){ super('/etc/cron.d/x'); } }
new C('ok.txt'); new D().save();
