// class: benign | technique: scratch folder from fs.mkdtempSync(path.join(os.tmpdir(), 'job-')), written, read back and removed recursively | effect: temporary files under /tmp only
const fs = require('fs');
const os = require('os');
const path = require('path');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'job-'));
try {
  for (let i = 0; i < 3; i++) {
    fs.writeFileSync(path.join(scratch, `part-${i}.txt`), `chunk ${i}\n`);
  }
  const merged = fs
    .readdirSync(scratch)
    .sort()
    .map((f) => fs.readFileSync(path.join(scratch, f), 'utf8'))
    .join('');
  console.log(merged.trim());
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
console.log('scratch removed:', !fs.existsSync(scratch));
