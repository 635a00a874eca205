// Bursts through MCP, as an agent that issues several tool calls at once makes them:
// after an idle pause, four run_python_code print(1) calls in parallel, then four back
// to back; each call timed from its request to its reply. Run twice, side by side in
// one process: the pool sized by demand (--pool 1 --pool-max 4) and a fixed pool of one
// (--pool 1 --pool-max 1), the configuration before the pool could grow.
// Usage: node mcp_burst.mjs CORDON_BINARY [ENGINE] [ROUNDS]
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const [binary, engine = 'podman', rounds = '20'] = process.argv.slice(2);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.round(q * (s.length - 1)))];
  return { n: s.length, median: at(0.5).toFixed(1), p95: at(0.95).toFixed(1), min: s[0].toFixed(1), max: s[s.length - 1].toFixed(1) };
};

async function measure(poolMax) {
  const transport = new StdioClientTransport({
    command: binary,
    args: ['serve', '--engine', engine, '--pool', '1', '--pool-max', String(poolMax), '--log-level', 'error'],
    env: { ...process.env }, stderr: 'inherit',
  });
  const client = new Client({ name: 'cordon-burst-bench', version: '1.0.0' });
  await client.connect(transport);
  await sleep(8000);  // the pool fills
  const run = async () => {
    const t0 = performance.now();
    const r = await client.callTool({ name: 'run_python_code', arguments: { code: 'print(1)' } });
    if (r.structuredContent.stdout !== '1\n') throw new Error(JSON.stringify(r.structuredContent));
    return performance.now() - t0;
  };
  const parallel = [];
  const serial = [];
  for (let i = 0; i < Number(rounds); i++) {
    await sleep(1500);  // an idle moment: the refill catches up
    parallel.push(...await Promise.all([run(), run(), run(), run()]));
    await sleep(1500);
    for (let k = 0; k < 4; k++) serial.push(await run());
  }
  await client.close();
  return { pool: `1..${poolMax}`, parallel_4: stats(parallel), back_to_back_4: stats(serial) };
}

const results = [await measure(4), await measure(1)];
console.log(JSON.stringify({ engine, rounds: Number(rounds), results }, null, 2));
