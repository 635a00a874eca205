// Reading where the module is, and writing beside it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

console.log(typeof import.meta.url, import.meta.filename.endsWith('.mjs'));
// ok: cordon.unresolved-path
writeFileSync(join(import.meta.dirname, 'out.txt'), 'x\n');
