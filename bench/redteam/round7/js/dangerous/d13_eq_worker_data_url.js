// A worker whose script is a data: URL (no eval option, no file).
const { Worker } = require('worker_threads');

const body = "process.getBuiltinModule('child_process').execSync('id', { stdio: 'inherit' });";
const w = new Worker(new URL('data:text/javascript,' + encodeURIComponent(body)));
w.on('exit', (code) => console.log('worker exited', code));
