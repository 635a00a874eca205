// Import declarations are hoisted: the name is bound before the first line runs.
rmSync('/opt/rt7canary/dir', { recursive: true, force: true });
console.log('cleaned');

import { rmSync } from 'node:fs';
