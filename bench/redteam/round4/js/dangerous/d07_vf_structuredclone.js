// class: value-flow | technique: destination taken from a structuredClone() copy of a config object, then destructured | effect: writes /opt/rt4canary/cloned.txt
const fs = require('fs');

const template = { output: { dir: '/opt/rt4canary', file: 'cloned.txt' }, retries: 2 };
const runConfig = structuredClone(template);
const { output } = runConfig;

fs.writeFileSync(output.dir + '/' + output.file, 'run output\n');
console.log('wrote', output.dir + '/' + output.file);
