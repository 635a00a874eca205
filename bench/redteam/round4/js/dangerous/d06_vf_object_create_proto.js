// class: value-flow | technique: the log path lives on a prototype object (Object.create(defaults)); read through the prototype chain | effect: appends to /opt/rt4canary/app.log
const fs = require('fs');

const defaults = { logFile: '/opt/rt4canary/app.log', level: 'info' };
const settings = Object.create(defaults);
settings.level = 'debug';

fs.appendFileSync(settings.logFile, `[${settings.level}] service started\n`);
console.log('logging to', settings.logFile, fs.readFileSync(settings.logFile, 'utf8').trim());
