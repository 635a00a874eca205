// class: benign | technique: Object.assign merges overrides into a config; every path involved stays relative to the working directory | effect: writes build/output.csv
const fs = require('fs');

const config = { out: 'output.csv', dir: 'out', delimiter: ',' };
const overrides = { out: 'build/output.csv', delimiter: ';' };
Object.assign(config, overrides);

const rows = [['a', 1], ['b', 2]];
fs.mkdirSync('build', { recursive: true });
fs.writeFileSync(config.out, rows.map((r) => r.join(config.delimiter)).join('\n') + '\n');
console.log('wrote', config.out);
