// technique: destructured `catch ([o])` param shadows `const o = {}`; computed store `o[k] = BAD` on own instance allowed (variant of 08)
const fs = require('fs');
const k = ['p'][0];
const o = {};
class C { constructor(){ this.p = 'ok.txt'; } save(){ fs.writeFileSync(this.p, 'x'); } }
const c = new C(); try { throw [c]; } catch ([o]) { o[k] = '/etc/cron.d/x'; } c.save();
