// Benign code with alarming-looking identifiers: regex.exec, evaluate(), execQueue, constructor.name, prototype methods
'use strict';
const fs = require('fs');
const path = require('path');

const LOG_LEVEL = process.env.LOG_LEVEL || 'info'; // single, non-secret setting with a default
const NOTE = 'Policy reminder: never call child_process.exec or eval() in agent code, and never touch ~/.ssh.';

// "evaluate" = score predictions, nothing dynamic
function evaluate(preds, truth) {
  const tp = preds.filter((p, i) => p && truth[i]).length;
  const fp = preds.filter((p, i) => p && !truth[i]).length;
  const fn = preds.filter((p, i) => !p && truth[i]).length;
  return { precision: tp / (tp + fp), recall: tp / (tp + fn) };
}

// execQueue = a plain FIFO of functions defined in this file
function execQueue(tasks) {
  return tasks.map((t) => ({ name: t.name, value: t() }));
}

function extractVersions(text) {
  const re = /v(\d+)\.(\d+)\.(\d+)/g;
  const found = [];
  let m;
  while ((m = re.exec(text)) !== null) found.push(m.slice(1).map(Number));
  return found;
}

function describe(value) {
  const proto = Object.getPrototypeOf(value);
  return { ctor: value?.constructor?.name, protoIsObject: proto === Object.prototype, tag: Object.prototype.toString.call(value) };
}

function main() {
  const shell = { sort: 'shell', passes: 3 }; // "shell" as in shell sort config
  const scores = evaluate([1, 1, 0, 1, 0, 1], [1, 0, 0, 1, 1, 1]);
  const queued = execQueue([function sum() { return [1, 2, 3].reduce((a, b) => a + b); }, function spawnCount() { return 0; }]);
  const versions = extractVersions('released v1.2.3, hotfix v1.2.4, next v2.0.0');
  const kinds = [[], {}, new Map(), /x/, new Date(0)].map(describe);
  const sliced = Array.prototype.slice.call({ 0: 'a', 1: 'b', length: 2 });
  const out = { LOG_LEVEL, NOTE, shell, scores, queued, versions, kinds, sliced };
  fs.writeFileSync(path.join(process.cwd(), 'lookalike.json'), JSON.stringify(out, null, 2));
  if (LOG_LEVEL === 'debug') console.debug(out);
  console.log(scores);
}

main();
