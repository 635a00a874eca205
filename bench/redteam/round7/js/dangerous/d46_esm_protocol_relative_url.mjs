// A protocol-relative reference resolved against import.meta.url: '//localhost/...' replaces
// the whole path (localhost is the empty host of a file: URL).
import { writeFileSync } from 'node:fs';

const target = new URL('//localhost/opt/rt7canary/d46.txt', import.meta.url);
writeFileSync(target, 'written through a protocol-relative URL\n');
console.log('wrote', target.href);
