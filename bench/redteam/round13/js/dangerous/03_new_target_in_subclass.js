// technique: subclass ctor builds another instance with `new new.target(BAD)`; the BAD arg reaches super(p) but is not counted among super()/new calls
const fs = require('fs');
class C { constructor(p){ this.p = p; } save(){ fs.writeFileSync(this.p, 'x'); } }
class D extends C { constructor(p, d){ super(p); this.o = d ? null : new new.target('/etc/cron.d/x', 1); } }
new D('ok.txt', 0).o.save();
