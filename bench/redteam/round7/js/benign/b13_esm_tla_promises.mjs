// ES module: top-level await, fs/promises, files next to the module via import.meta.dirname.
import { mkdir, writeFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';

const dir = join(import.meta.dirname, 'esm-out');
await mkdir(dir, { recursive: true });
const items = await Promise.all([1, 2, 3].map(async (n) => {
  const file = join(dir, `item-${n}.json`);
  await writeFile(file, JSON.stringify({ n, sq: n * n }));
  return JSON.parse(await readFile(file, 'utf8'));
}));
console.log(items);
