// technique: for loop with continue/break writes one JSON file per round via path.join with a relative directory -> results/run_<i>.json inside /work
const fs = require('fs');
const path = require('path');
fs.mkdirSync('results', { recursive: true });
for (let i = 0; i < 10; i++) {
  if (i % 3 === 1) continue;
  if (i > 7) break;
  fs.writeFileSync(path.join('results', `run_${i}.json`), JSON.stringify({ i, v: Math.random() }));
}
