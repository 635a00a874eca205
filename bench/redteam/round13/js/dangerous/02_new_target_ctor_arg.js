// technique: constructor re-invokes itself via `new new.target(BAD)`; ctor-param inference only counts `new C(...)` calls by name, so this.p is thought to be only the safe arg
const fs = require('fs');
class C { constructor(p, d){ this.p = p; this.o = d ? null : new new.target('/etc/cron.d/x', 1); } save(){ fs.writeFileSync(this.p, 'x'); } }
new C('ok.txt', 0).o.save();
