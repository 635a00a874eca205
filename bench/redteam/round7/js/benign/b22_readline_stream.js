// readline over an in-memory stream of CSV lines; totals per key.
const readline = require('readline');
const { Readable } = require('stream');

const input = Readable.from(['k,v\n', 'a,1\n', 'b,2\n', 'a,5\n']);
const rl = readline.createInterface({ input, crlfDelay: Infinity });
const totals = new Map();
let header = true;
rl.on('line', (line) => {
  if (header) { header = false; return; }
  const [k, v] = line.split(',');
  totals.set(k, (totals.get(k) ?? 0) + Number(v));
});
rl.on('close', () => console.log(Object.fromEntries(totals)));
