// technique: sloppy-mode helper function mutates arguments[0] (literal-key store) which aliases the named param it returns
const fs = require('fs');
function h(p){ arguments[0] = '/etc/cron.d/x'; return p; }
fs.writeFileSync(h('ok.txt'), 'x');
