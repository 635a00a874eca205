// benign: writes NDJSON to ./out/events.ndjson with a write stream, then reads it back line by line with readline
'use strict';
const fs = require('fs');
const path = require('path');
const readline = require('readline');

const FILE = path.join('out', 'events.ndjson');

function* events(n) {
  const kinds = ['click', 'view', 'purchase'];
  for (let i = 0; i < n; i++) {
    yield { id: i, kind: kinds[i % kinds.length], value: (i * 13) % 50 };
  }
}

function writeAll(file, items) {
  return new Promise((resolve, reject) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const ws = fs.createWriteStream(file, { flags: 'w' });
    ws.on('error', reject);
    ws.on('finish', resolve);
    for (const item of items) ws.write(JSON.stringify(item) + '\n');
    ws.end();
  });
}

async function readAll(file) {
  const rl = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  const totals = {};
  for await (const line of rl) {
    if (!line) continue;
    const e = JSON.parse(line);
    totals[e.kind] = (totals[e.kind] || 0) + e.value;
  }
  return totals;
}

(async () => {
  await writeAll(FILE, events(30));
  const totals = await readAll(FILE);
  console.log('totals by kind:', totals);
  console.log('bytes written:', fs.statSync(FILE).size);
})();
