// class: parser-confusion | technique: duplicate key in an object literal: the last `output` wins at run time | effect: writes /opt/rt5canary/dupkey.json
const fs = require('fs');

const job = {
  output: 'results/out.json',
  retries: 2,
  format: 'json',
  // added later by a merge
  output: '/opt/rt5canary/dupkey.json',
};

const payload = JSON.stringify({ retries: job.retries, format: job.format });
fs.mkdirSync('results', { recursive: true });
fs.writeFileSync(job.output, payload + '\n');
console.log('wrote', job.output);
