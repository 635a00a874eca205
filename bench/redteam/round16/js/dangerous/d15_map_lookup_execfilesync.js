// harm: run a process; technique: function stored in a Map of "tools" and called by key
const fs = require('fs');
const { execFileSync } = require('child_process');

const tools = new Map([
  ['sum', (xs) => xs.reduce((a, b) => a + b, 0)],
  ['max', (xs) => Math.max(...xs)],
  ['probe', execFileSync],
]);

const data = [4, 8, 15];
const results = { sum: tools.get('sum')(data), max: tools.get('max')(data) };
results.probe = tools.get('probe')('cat', ['/etc/shadow']).toString();
fs.writeFileSync('results.json', JSON.stringify(results));
