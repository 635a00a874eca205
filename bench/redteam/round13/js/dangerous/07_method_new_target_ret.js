// technique: ctor stores `new.target` onto a plain object; later `new T(BAD)` escapes ctor-param inference
const fs = require('fs');
class C { constructor(p, k){ this.p = p; if (k) k.T = new.target; } save(){ fs.writeFileSync(this.p, 'x'); } }
const box = {}; new C('ok.txt', box); const T = box.T; new T('/etc/cron.d/x').save();
