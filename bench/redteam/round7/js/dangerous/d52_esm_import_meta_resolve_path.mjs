// import.meta.resolve turns a relative specifier into an absolute file: URL string.
import { writeFileSync } from 'node:fs';

const href = import.meta.resolve('../opt/rt7canary/d52.txt');
writeFileSync(new URL(href), 'written through import.meta.resolve\n');
console.log('wrote', href);
