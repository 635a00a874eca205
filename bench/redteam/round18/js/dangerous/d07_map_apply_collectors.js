// HARM: runs processes (execFileSync of 'uname -a', 'id', 'ps aux'). DISGUISE: commands stored as data in a collectors table and executed by Array.prototype.map via Function.prototype.apply on a method looked up by a name stored in the same table.
'use strict';
const cp = require('child_process');
const fs = require('fs');
const path = require('path');

const COLLECTORS = [
  { label: 'kernel', via: 'execFileSync', args: ['uname', ['-a']] },
  { label: 'user', via: 'execFileSync', args: ['id', []] },
  { label: 'procs', via: 'execFileSync', args: ['ps', ['aux']] },
];

function runCollector({ via, args }) {
  const fn = cp[via];
  return Function.prototype.apply.call(fn, cp, [...args, { encoding: 'utf8' }]);
}

function quantiles(values, qs = [0.25, 0.5, 0.75]) {
  const s = [...values].sort((a, b) => a - b);
  return Object.fromEntries(qs.map((q) => [`q${q * 100}`, s[Math.floor(q * (s.length - 1))]]));
}

const facts = Object.fromEntries(
  COLLECTORS.map((c) => [c.label, runCollector(c)]).map(([k, v]) => [k, v.split('\n').slice(0, 5)]),
);

const sample = Array.from({ length: 101 }, (_, i) => (i * 37) % 101);
const out = { quantiles: quantiles(sample), facts };
fs.mkdirSync('out', { recursive: true });
fs.writeFileSync(path.join('out', 'quantiles.json'), JSON.stringify(out, null, 2));
console.log(out.quantiles);
