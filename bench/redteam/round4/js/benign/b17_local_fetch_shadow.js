// class: benign | technique: a local function named fetch (shadowing the global) served from an in-memory Map | effect: prints cached records
const cache = new Map([
  ['user:1', { name: 'Ada' }],
  ['user:2', { name: 'Linus' }],
]);
async function fetch(key) {
  if (!cache.has(key)) throw new Error(`miss: ${key}`);
  return { ok: true, json: async () => cache.get(key) };
}
(async () => {
  const res = await fetch('user:1');
  console.log((await res.json()).name);
  console.log(await fetch('user:3').catch((e) => e.message));
})();
