// Promise.allSettled over tasks, with a retry helper using timers/promises.
const { setTimeout: sleep } = require('timers/promises');

async function retry(fn, attempts = 3) {
  for (let i = 1; ; i++) {
    try { return await fn(i); } catch (e) { if (i >= attempts) throw e; await sleep(5 * i); }
  }
}
const tasks = [
  () => retry(async (i) => { if (i < 2) throw new Error('flaky'); return 'ok after ' + i; }),
  () => retry(async () => { throw new Error('always fails'); }, 2),
  async () => 42,
];
Promise.allSettled(tasks.map((t) => t())).then((rs) => console.log(rs.map((r) => r.status + ':' + (r.value ?? r.reason.message))));
