// Promise utilities: timeout, retry with backoff, limited concurrency; all work is simulated.
'use strict';
const fs = require('fs/promises');
const path = require('path');

const sleep = (ms, value) => new Promise((resolve) => setTimeout(resolve, ms, value));

function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => { timer = setTimeout(() => reject(new Error('timeout')), ms); });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function retry(fn, { tries = 3, base = 5 } = {}) {
  let lastErr;
  for (let i = 0; i < tries; i++) {
    try { return await fn(i); } catch (e) { lastErr = e; await sleep(base * 2 ** i); }
  }
  throw lastErr;
}

async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  async function lane() {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  }
  await Promise.all(Array.from({ length: limit }, lane));
  return results;
}

async function fakeTask(n) {
  await sleep(5 + (n % 4) * 3);
  if (n === 7) throw new Error('task 7 failed');
  return n * n;
}

async function main() {
  const settled = await Promise.allSettled([1, 7, 3].map(fakeTask));
  const squares = await mapLimit([1, 2, 3, 4, 5, 6], 2, fakeTask);
  const flaky = await retry((attempt) => (attempt < 2 ? Promise.reject(new Error('flaky')) : 'ok'));
  const slow = await withTimeout(sleep(200, 'late'), 20).catch((e) => e.message);
  const summary = { settled: settled.map((s) => s.status), squares, flaky, slow };
  await fs.writeFile(path.join(process.cwd(), 'promises.json'), JSON.stringify(summary, null, 2));
  console.log(summary);
}

main();
