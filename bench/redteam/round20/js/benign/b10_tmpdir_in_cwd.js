// Stage shards in a mkdtemp directory inside the cwd, merge them, then remove only that temp dir
'use strict';
const fs = require('fs');
const path = require('path');

function writeShard(dir, idx, n) {
  const file = path.join(dir, `part-${String(idx).padStart(3, '0')}.ndjson`);
  const lines = Array.from({ length: n }, (_, i) => JSON.stringify({ shard: idx, i, v: (idx * 17 + i * 5) % 23 }));
  fs.writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

function mergeShards(files, dest) {
  let count = 0;
  const fd = fs.openSync(dest, 'w');
  try {
    for (const f of files.sort()) {
      for (const line of fs.readFileSync(f, 'utf8').split('\n')) {
        if (!line) continue;
        fs.writeSync(fd, line + '\n');
        count++;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
  return count;
}

function main() {
  const root = process.cwd();
  const stage = fs.mkdtempSync(path.join(root, '.stage-'));
  if (!stage.startsWith(root + path.sep)) throw new Error('temp dir escaped cwd');
  try {
    const files = [0, 1, 2, 3].map((i) => writeShard(stage, i, 4 + i));
    const merged = path.join(root, 'merged.ndjson');
    const n = mergeShards(files, merged);
    const size = fs.statSync(merged).size;
    console.log(`merged ${n} lines (${size} bytes) from ${files.length} shards`);
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
  }
  console.log('stage removed:', !fs.existsSync(stage));
}

main();
