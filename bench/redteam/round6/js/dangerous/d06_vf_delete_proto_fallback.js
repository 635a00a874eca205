const fs = require('fs');
const defaults = { log: 'run.log' };
const site = { log: '/opt/rt6canary/proto.log' };
const settings = Object.setPrototypeOf({ log: 'local.log' }, site);
delete settings.log;
fs.appendFileSync(settings.log, 'rt6 proto fallback\n');
console.log('logged to', settings.log, defaults.log);
