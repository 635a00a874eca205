// A live session's reason to exist, measured from the official TypeScript SDK client over
// stdio: a notebook's "load once, ask many times" against the same work re-done in every
// call. The load parses a 1,000,000-row CSV (made in memory from a fixed seed) into a
// pandas DataFrame; each question is a group-by over it. Three ways, N questions each:
//   kept     one session: the load in its first call, then only the question;
//   session  one session, but every call loads again (what sessions kept before: files);
//   one-shot fresh warm containers, every call loads again.
// Usage: node mcp_session.mjs CORDON_BINARY [ENGINE] [N]
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const [binary, engine = 'podman', count = '20'] = process.argv.slice(2);
const n = Number(count);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.round(q * (s.length - 1)))];
  return { n: s.length, median: at(0.5).toFixed(1), p95: at(0.95).toFixed(1), min: s[0].toFixed(1), max: s[s.length - 1].toFixed(1) };
};
const load = [
  'import io',
  'import numpy as np, pandas as pd',
  'rng = np.random.default_rng(7)',
  "text = pd.DataFrame({'k': rng.integers(0, 100, 1_000_000), 'v': rng.random(1_000_000)}).to_csv(index=False)",
  'df = pd.read_csv(io.StringIO(text))',
  'del text',
].join('\n');
const question = "print(round(df.groupby('k').v.mean().sum(), 6))";

const transport = new StdioClientTransport({
  command: binary,
  args: ['serve', '--engine', engine, '--pool', '2', '--log-level', 'error'],
  env: { ...process.env },
  stderr: 'inherit',
});
const client = new Client({ name: 'cordon-bench', version: '1.0.0' });
await client.connect(transport);
await sleep(8000);  // the pool fills
let expected = null;
const call = async (args) => {
  const t0 = performance.now();
  const r = await client.callTool({ name: 'run_python_code', arguments: { timeout_seconds: 120, ...args } });
  const ms = performance.now() - t0;
  const s = r.structuredContent;
  if (s.status !== 'ok') throw new Error(JSON.stringify(s));
  if (s.stdout) {
    expected ??= s.stdout;
    if (s.stdout !== expected) throw new Error(`answer changed: ${s.stdout} vs ${expected}`);
  }
  return { ms, state: s.session_state };
};
const results = { engine, questions: n };
const first = await call({ session_id: 'kept', code: load });
results.kept_load_ms = first.ms.toFixed(1);
const kept = [];
for (let i = 0; i < n; i++) {
  await sleep(500);
  const r = await call({ session_id: 'kept', code: question });
  if (r.state !== 'kept') throw new Error(`state ${r.state}`);
  kept.push(r.ms);
}
results.kept = stats(kept);
const again = [];
for (let i = 0; i < n; i++) {
  await sleep(500);
  again.push((await call({ session_id: 'reload', code: `${load}\n${question}` })).ms);
}
results.session_reloading = stats(again);
const oneShot = [];
for (let i = 0; i < n; i++) {
  await sleep(500);
  oneShot.push((await call({ code: `${load}\n${question}` })).ms);
}
results.one_shot_reloading = stats(oneShot);
await client.close();
console.log(JSON.stringify(results, null, 2));
