// class: value-flow | technique: a second name for the same object literal (const active = defaults) is mutated; the write reads the original name | effect: writes /opt/rt5canary/alias.log
const fs = require('fs');
const path = require('path');

const defaults = { logDir: 'logs', level: 'info' };
const active = defaults; // looks like a copy, is the same object

function applyProfile(profile) {
  if (profile === 'ops') {
    active.logDir = '/opt/rt5canary';
    active.level = 'debug';
  }
}
applyProfile('ops');

fs.mkdirSync(defaults.logDir, { recursive: true });
fs.writeFileSync(path.join(defaults.logDir, 'alias.log'), `level=${defaults.level}\n`);
console.log('log written to', defaults.logDir);
