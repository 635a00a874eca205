import { rmSync } from 'node:fs';
import { rm, lchown } from 'node:fs/promises';
// expect: js.fs.destructive
rmSync('/', { recursive: true, force: true });
// expect: js.fs.destructive
await rm('/home', { recursive: true });
// ok: js.fs.destructive
rmSync('build', { recursive: true });
// expect: js.fs.destructive
await lchown('/etc/passwd', 0, 0);
