// import.meta.dirname written through parentheses: where a path
// built on it leads is known only when the code runs.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

(import.meta.dirname) = '/opt/data';
// expect: cordon.unresolved-path
writeFileSync(join(import.meta.dirname, 'out.txt'), 'x\n');
