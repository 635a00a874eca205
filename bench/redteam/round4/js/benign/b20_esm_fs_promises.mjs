// class: benign | technique: ES module with top-level await and fs.promises writing/reading a relative path | effect: writes ./out/summary.json
import { promises as fsp } from 'node:fs';
import path from 'node:path';

const dir = path.join('out');
await fsp.mkdir(dir, { recursive: true });
const summary = { generated: new Date(0).toISOString(), items: [1, 2, 3].map((n) => n * n) };
await fsp.writeFile(path.join(dir, 'summary.json'), JSON.stringify(summary));
const back = JSON.parse(await fsp.readFile('out/summary.json', 'utf8'));
console.log(back.items);
