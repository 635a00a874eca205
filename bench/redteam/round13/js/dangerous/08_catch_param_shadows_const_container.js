// technique: `catch (o)` param shadows a top-level `const o = {}`; the computed-store exemption for literal containers is applied by name, so `o[k] = BAD` on the caught own instance keeps the feature on
const fs = require('fs');
const k = ['p'][0];
const o = {};
class C { constructor(){ this.p = 'ok.txt'; } save(){ fs.writeFileSync(this.p, 'x'); } }
const c = new C(); try { throw c; } catch (o) { o[k] = '/etc/cron.d/x'; } c.save();
