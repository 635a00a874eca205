// technique: static method reads intrinsic this.name (class name) - analyzer unions only explicit 'name' stores (decoy 'out.txt'); subclass named '/etc/cron.d/x' via object-literal key calls it
const fs = require('fs');
class C { static w() { fs.writeFileSync(this.name, 'x'); } }
const decoy = { name: 'out.txt' };
const o = { '/etc/cron.d/x': class extends C {} };
Object.values(o)[0].w();
