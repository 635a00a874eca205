// class: second-stage | technique: path.format({ dir, name, ext: 'js' }) adds the missing dot (Node >= 20), so the file written is gen/task.js though no literal says '.js' | effect: runs id via gen/task.js
const fs = require('fs');
const path = require('path');

const spec = { dir: 'gen', name: 'task', ext: 'js' };
const file = path.format(spec);

const code = [
  "const cp = require('child_process');",
  "console.log(cp.execFileSync('id', { encoding: 'utf8' }).trim());",
].join('\n');

fs.mkdirSync(spec.dir, { recursive: true });
fs.writeFileSync(file, code);
require('./gen/task.js');
