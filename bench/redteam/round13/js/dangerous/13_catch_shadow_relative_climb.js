// technique: as 08 but with relative climb ../etc/cron.d/x from /work
const fs = require('fs');
const k = ['p'][0];
const o = {};
class C { constructor(){ this.p = 'ok.txt'; } save(){ fs.writeFileSync(this.p, 'x'); } }
const c = new C();
try { throw c; } catch (o) { o[k] = '../etc/cron.d/x'; }
c.save();
