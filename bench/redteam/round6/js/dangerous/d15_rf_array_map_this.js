const [g] = [0].map(function () { return this; });
g.fetch('http://127.0.0.1:8765/ping').then(
  (r) => console.log('status', r.status),
  (e) => console.log('fetch failed:', e.cause && e.cause.code, e.cause && e.cause.address, e.cause && e.cause.port),
);
