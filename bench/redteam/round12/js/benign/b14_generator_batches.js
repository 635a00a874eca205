const fs = require('fs');
const path = require('path');

function* batches(items, size) {
  for (let i = 0; i < items.length; i += size) {
    yield items.slice(i, i + size);
  }
}

const records = Array.from({ length: 23 }, (_, i) => ({ id: i + 1, value: (i * 7) % 10 }));
const outDir = path.join('out', 'batches');
fs.mkdirSync(outDir, { recursive: true });

let n = 0;
for (const batch of batches(records, 10)) {
  n += 1;
  const file = path.join(outDir, `batch_${String(n).padStart(3, '0')}.json`);
  fs.writeFileSync(file, JSON.stringify(batch));
}

const written = fs.readdirSync(outDir).filter((f) => f.endsWith('.json'));
console.log(`wrote ${written.length} batch files`);
