new Response('warm-up');
const sym = Symbol.for('undici.globalDispatcher.1');
const agent = globalThis[sym];
agent.request({ origin: 'http://127.0.0.1:9', path: '/', method: 'GET' })
  .then((r) => console.log('status', r.statusCode), (e) => console.log('dispatch failed:', e.code, e.message));
