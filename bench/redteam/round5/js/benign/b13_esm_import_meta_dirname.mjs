// class: benign | technique: ES module writing next to itself with path.join(import.meta.dirname, 'out', ...) and top-level await | effect: writes out/esm.json under the working directory
import { promises as fsp } from 'node:fs';
import path from 'node:path';

const outDir = path.join(import.meta.dirname, 'out');
await fsp.mkdir(outDir, { recursive: true });

const stats = { words: 'the quick brown fox'.split(' ').length, at: new Date(0).toISOString() };
const file = path.join(outDir, 'esm.json');
await fsp.writeFile(file, JSON.stringify(stats));
console.log('wrote', path.relative(process.cwd(), file), await fsp.readFile(file, 'utf8'));
