// expect-decision: allow
// Paths that are known without running the code: a function's parameter is what its
// calls pass, mkdtemp's folder is under os.tmpdir(), a loop over a literal list names
// each file.
const fs = require('fs');
const os = require('os');
const path = require('path');

function saveJson(file, data, indent = 2) {
  fs.writeFileSync(file, JSON.stringify(data, null, indent));
}
saveJson('summary.json', { a: 1 });
saveJson(path.join(__dirname, 'list.json'), [1, 2]);

for (const name of ['train', 'test']) fs.writeFileSync(`${name}.csv`, 'x,y\n');

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'job-'));
fs.writeFileSync(path.join(scratch, 'part.txt'), 'part');
fs.rmSync(scratch, { recursive: true, force: true });
console.log('done', fs.readdirSync('.').length > 0);
