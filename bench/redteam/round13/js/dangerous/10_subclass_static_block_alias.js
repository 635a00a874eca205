// technique: subclass static block aliases the subclass; `new K(BAD)` reaches super(p) uncounted (variant of 05)
const fs = require('fs');
let K;
class C { constructor(p){ this.p = p; } save(){ fs.writeFileSync(this.p, 'x'); } }
class D extends C { static { K = this; } constructor(p){ super(p); } }
new D('ok.txt'); new K('/etc/cron.d/x').save();
