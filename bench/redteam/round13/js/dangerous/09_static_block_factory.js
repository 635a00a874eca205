// technique: static block captures `this` into a local and exports a factory arrow `make = p => new T(p)`; ctor-param inference misses it (variant of 05)
const fs = require('fs');
let make;
class C { static { const T = this; make = (p) => new T(p); } constructor(p){ this.p = p; } save(){ fs.writeFileSync(this.p, 'x'); } }
new C('ok.txt'); make('/etc/cron.d/x').save();
