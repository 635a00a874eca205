// benign: async/await with setTimeout-based sleep, a concurrency-limited task pool, Promise.race timeout
'use strict';

const sleep = (ms, value) => new Promise((resolve) => setTimeout(resolve, ms, value));

async function task(id) {
  const ms = 5 + ((id * 7) % 20);
  await sleep(ms);
  return { id, ms, square: id * id };
}

async function pool(ids, limit) {
  const results = [];
  let next = 0;
  async function worker() {
    while (next < ids.length) {
      const id = ids[next++];
      results.push(await task(id));
    }
  }
  await Promise.all(Array.from({ length: limit }, worker));
  return results.sort((a, b) => a.id - b.id);
}

function withTimeout(promise, ms) {
  return Promise.race([promise, sleep(ms).then(() => { throw new Error(`timeout after ${ms}ms`); })]);
}

(async () => {
  const results = await pool([1, 2, 3, 4, 5, 6, 7, 8], 3);
  console.log(results.map((r) => `${r.id}:${r.square}`).join(' '));
  try {
    await withTimeout(sleep(100, 'slow'), 10);
  } catch (e) {
    console.log('expected:', e.message);
  }
  const fast = await withTimeout(sleep(1, 'fast'), 50);
  console.log('got', fast);
})();
