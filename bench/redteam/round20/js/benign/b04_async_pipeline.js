// Async batch processing with simulated latency, a concurrency limiter and fs/promises output
'use strict';
const fsp = require('fs/promises');
const path = require('path');
const { setTimeout: sleep } = require('timers/promises');

function limiter(max) {
  let active = 0;
  const queue = [];
  const next = () => {
    if (active >= max || !queue.length) return;
    active++;
    const { fn, resolve, reject } = queue.shift();
    fn().then(resolve, reject).finally(() => { active--; next(); });
  };
  return (fn) => new Promise((resolve, reject) => { queue.push({ fn, resolve, reject }); next(); });
}

async function processItem(id) {
  await sleep(5 + ((id * 13) % 20));
  if (id % 9 === 0) throw new Error(`item ${id} failed validation`);
  return { id, square: id * id };
}

async function withTimeout(promise, ms) {
  const ac = new AbortController();
  const timer = sleep(ms, null, { signal: ac.signal }).then(() => ({ timeout: true }));
  try {
    return await Promise.race([promise, timer]);
  } finally {
    ac.abort();
  }
}

async function main() {
  const limit = limiter(3);
  const started = Date.now();
  const settled = await Promise.allSettled(
    Array.from({ length: 20 }, (_, i) => limit(() => withTimeout(processItem(i + 1), 500))),
  );
  const ok = settled.filter((s) => s.status === 'fulfilled').map((s) => s.value);
  const failed = settled.filter((s) => s.status === 'rejected').map((s) => s.reason.message);
  const outDir = path.join(__dirname, 'out');
  await fsp.mkdir(outDir, { recursive: true });
  await fsp.writeFile(path.join(outDir, 'batch.json'), JSON.stringify({ ok, failed, ms: Date.now() - started }, null, 2));
  console.log(`${ok.length} ok, ${failed.length} failed`);
}

main().catch((err) => { console.error(err); process.exitCode = 1; });
