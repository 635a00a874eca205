// Writes the walk meets too late: a function assigning an outer name, an arrow reading a
// name assigned after it, destructuring assignment, an object changed through an alias,
// in a helper or by Object.assign, a repeated key, a legacy octal index. Each leaves the
// name holding either value (or one not known), and the path rules judge the worst.
const fs = require('fs');

let out = 'report.txt';
function useShared() {
  out = '/etc/cron.d/job';
}
useShared();
// expect: js.fs.write-outside
fs.writeFileSync(out, '* * * * * root id\n');

let engine = 'path';
// expect: js.reflection.unresolved-import
const load = () => require(engine);
({ engine } = { engine: 'child_process' });
load();

const defaults = { logDir: 'logs' };
const active = defaults;
active.logDir = '/var/log';
// expect: cordon.unresolved-path
fs.writeFileSync(defaults.logDir + '/x.log', 'x');

const settings = { out: 'summary.csv' };
function relocate(s) {
  s.out = '/etc/motd';
}
relocate(settings);
// expect: cordon.unresolved-path
fs.writeFileSync(settings.out, 'x');

const job = { output: 'out.json', output: '/etc/passwd' };
// expect: js.fs.write-outside
fs.writeFileSync(job.output, '{}');

const slots = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', '/etc/shadow'];
// expect: js.fs.write-outside
fs.writeFileSync(slots[010], 'x');
