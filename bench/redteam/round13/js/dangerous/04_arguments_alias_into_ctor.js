// technique: sloppy function rewrites arguments[0] (literal key) before passing its aliased param to new C(a); ctor param inferred as the safe call-site literal
const fs = require('fs');
class C { constructor(p){ this.p = p; } save(){ fs.writeFileSync(this.p, 'x'); } }
function g(a){ arguments[0] = '/etc/cron.d/x'; return new C(a); }
g('ok.txt').save();
