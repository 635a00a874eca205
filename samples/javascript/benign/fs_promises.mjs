// expect-decision: allow
import { readFile, writeFile, mkdir } from 'node:fs/promises';
await mkdir('out', { recursive: true });
await writeFile('out/data.json', JSON.stringify({ ok: true }));
console.log(JSON.parse(await readFile('out/data.json', 'utf8')));
