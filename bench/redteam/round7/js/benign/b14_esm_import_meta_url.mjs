// ES module writing a file addressed by a URL relative to import.meta.url.
import { writeFileSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const target = new URL('./summary.json', import.meta.url);
writeFileSync(target, JSON.stringify({ module: import.meta.url.split('/').at(-1) }));
console.log(fileURLToPath(target), readFileSync(target, 'utf8'));
