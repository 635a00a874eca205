// How an ES module's names bind. Its imports bind before any statement runs, wherever
// they are written: the call above the import is fs's rmSync.
// expect: js.fs.destructive
rmSync('/opt/data', { recursive: true, force: true });
console.log('cleaned');

import { rmSync } from 'node:fs';

// A namespace's default export is, for Node's own modules, the module itself.
const { default: { rm } } = await import('node:fs/promises');
// expect: js.fs.destructive
await rm('/opt/data/victim.txt', { force: true });
const fsp = await import('node:fs/promises');
// expect: js.fs.destructive
await fsp.default.unlink('/opt/data/other.txt');
