// class: benign | technique: atomic write: data.json.tmp written then renamed to path.basename(tmp, '.tmp') in the same relative folder | effect: writes state/data.json
const fs = require('fs');
const path = require('path');

function atomicWrite(file, data) {
  const tmp = file + '.tmp';
  fs.writeFileSync(tmp, data);
  const final = path.join(path.dirname(tmp), path.basename(tmp, '.tmp'));
  fs.renameSync(tmp, final);
  return final;
}

fs.mkdirSync('state', { recursive: true });
const saved = atomicWrite('state/data.json', JSON.stringify({ version: 3 }));
console.log('saved', saved, fs.readFileSync(saved, 'utf8'));
