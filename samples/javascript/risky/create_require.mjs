import { createRequire } from 'node:module';
// expect: js.reflection.require-hooks
const req = createRequire(import.meta.url);
// expect: js.process.child-process
req('child_process').exec('id');
// ok: js.reflection.require-hooks
const url = new URL(import.meta.url);
