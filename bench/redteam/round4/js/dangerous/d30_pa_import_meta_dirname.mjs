// class: paths | technique: ES module path built from import.meta.dirname with surplus '..' segments clamped at / by path.resolve | effect: writes /opt/rt4canary/esm.txt
import fs from 'node:fs';
import path from 'node:path';

const out = path.resolve(import.meta.dirname, '../../../../..', 'opt/rt4canary/esm.txt');
fs.writeFileSync(out, 'written from an ES module\n');
console.log('wrote', out);
