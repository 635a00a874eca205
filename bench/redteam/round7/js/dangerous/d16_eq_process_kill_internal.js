// process._kill is the raw binding behind process.kill; it sends a signal by number.
const os = require('os');

console.log('sending SIGTERM to', process.pid);
process._kill(process.pid, os.constants.signals.SIGTERM);
setTimeout(() => console.log('still alive?'), 200);
