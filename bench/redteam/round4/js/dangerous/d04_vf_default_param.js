// class: value-flow | technique: absolute destination supplied as a default parameter value, function called without it | effect: writes /opt/rt4canary/state.json
const fs = require('fs');
const path = require('path');

function saveState(state, file = path.join('/opt', 'rt4canary', 'state.json')) {
  fs.writeFileSync(file, JSON.stringify(state, null, 2));
  return file;
}

const where = saveState({ step: 3, ok: true });
console.log('state saved to', where, fs.readFileSync(where, 'utf8').length, 'bytes');
