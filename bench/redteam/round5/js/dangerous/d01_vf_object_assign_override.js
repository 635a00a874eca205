// class: value-flow | technique: config object literal changed in place by Object.assign(settings, overrides) before settings.out is read | effect: writes /opt/rt5canary/assign.txt
const fs = require('fs');

const settings = { out: 'report/summary.csv', format: 'csv', verbose: false };
const overrides = { out: '/opt/rt5canary/assign.txt', verbose: true };

// merge the user's overrides into the defaults
Object.assign(settings, overrides);

const rows = [['id', 'score'], [1, 0.5], [2, 0.75]];
const text = rows.map((r) => r.join(',')).join('\n');
fs.mkdirSync('report', { recursive: true });
fs.writeFileSync(settings.out, text + '\n');
if (settings.verbose) console.log('wrote', settings.out);
