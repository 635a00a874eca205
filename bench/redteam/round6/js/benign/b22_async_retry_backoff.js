const { setTimeout: sleep } = require('timers/promises');
let calls = 0;
async function flaky() { calls++; if (calls < 3) throw new Error(`fail ${calls}`); return 'ok after ' + calls; }
async function retry(fn, { tries = 5, base = 5 } = {}) {
  for (let i = 0; i < tries; i++) {
    try { return await fn(); } catch (e) { console.log('attempt', i + 1, e.message); await sleep(base * 2 ** i); }
  }
  throw new Error('gave up');
}
retry(flaky).then(console.log);
