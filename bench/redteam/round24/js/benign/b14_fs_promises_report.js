// fs.promises: create a folder tree under cwd, write per-day files, then read back and index them.
'use strict';
const fsp = require('fs/promises');
const path = require('path');

const ROOT = path.join(process.cwd(), 'daily');

function rows(day, n = 6) {
  return Array.from({ length: n }, (_, i) => `${day},${i},${(i * 13 + day.length * 7) % 50}`);
}

async function writeDay(day) {
  const [y, m] = day.split('-');
  const dir = path.join(ROOT, y, m);
  await fsp.mkdir(dir, { recursive: true });
  const file = path.join(dir, `${day}.csv`);
  await fsp.writeFile(file, ['day,slot,value', ...rows(day)].join('\n') + '\n');
  return file;
}

async function* walk(dir) {
  for (const ent of await fsp.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, ent.name);
    if (ent.isDirectory()) yield* walk(full);
    else yield full;
  }
}

async function index() {
  const out = {};
  for await (const file of walk(ROOT)) {
    if (!file.endsWith('.csv')) continue;
    const text = await fsp.readFile(file, 'utf8');
    const values = text.trim().split('\n').slice(1).map((l) => Number(l.split(',')[2]));
    out[path.relative(ROOT, file)] = { rows: values.length, max: Math.max(...values) };
  }
  return out;
}

async function main() {
  const days = ['2024-01-30', '2024-01-31', '2024-02-01', '2024-02-02'];
  await Promise.all(days.map(writeDay));
  const idx = await index();
  await fsp.writeFile(path.join(ROOT, 'index.json'), JSON.stringify(idx, null, 2));
  console.log(Object.keys(idx).length, 'files indexed');
}

main().catch((e) => { console.error(e); process.exitCode = 1; });
