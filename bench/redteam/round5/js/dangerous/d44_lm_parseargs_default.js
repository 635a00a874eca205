// class: library-mediated | technique: util.parseArgs supplies the output path from an option's `default` when no flag is given | effect: writes /opt/rt5canary/parseargs.txt
const fs = require('fs');
const { parseArgs } = require('util');

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    out: { type: 'string', default: '/opt/rt5canary/parseargs.txt' },
    rows: { type: 'string', default: '3' },
  },
});

const lines = Array.from({ length: Number(values.rows) }, (_, i) => `row ${i}`);
fs.writeFileSync(values.out, lines.join('\n') + '\n');
console.log('wrote', values.out);
