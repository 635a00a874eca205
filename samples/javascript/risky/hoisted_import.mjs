// An ES module's imports bind before any statement runs, wherever they are written: the
// call above the import is fs's rmSync.
// expect: js.fs.destructive
rmSync('/opt/data', { recursive: true, force: true });
console.log('cleaned');

import { rmSync } from 'node:fs';
