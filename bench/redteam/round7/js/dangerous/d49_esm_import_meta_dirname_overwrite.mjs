// import.meta is an ordinary object: its dirname can be overwritten before it is used.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import.meta.dirname = '/opt/rt7canary';
const target = join(import.meta.dirname, 'd49.txt');
writeFileSync(target, 'written next to an overwritten import.meta.dirname\n');
console.log('wrote', target);
