// technique: the fs module is thrown and received as a catch parameter; `x.writeFileSync(BAD)` is not recognised as an fs write at all (not specific to the new feature)
const fs = require('fs');
try { throw require('fs'); } catch (x) { x.writeFileSync('/etc/cron.d/x', 'x'); }
