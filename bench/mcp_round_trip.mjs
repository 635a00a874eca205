// MCP round trips over stdio from the official TypeScript SDK client to `cordon serve`:
// ping and analyze_code (protocol and analysis only), then run_python_code print(1)
// with the warm pool, back to back and settled (a pause between calls, as an agent's
// calls are), run_javascript_code console.log(1) settled, and `cordon run` of print(1).
// Then the server's resident memory while idle. RUNS (default 100) calls of each kind.
// Usage: node mcp_round_trip.mjs CORDON_BINARY [ENGINE]
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const [binary, engine = 'podman'] = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 100);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.round(q * (s.length - 1)))];
  return { n: s.length, median: at(0.5).toFixed(1), p95: at(0.95).toFixed(1), min: s[0].toFixed(1), max: s[s.length - 1].toFixed(1) };
};
const time = async (n, f, pause = 0) => {
  const ms = [];
  for (let i = 0; i < n; i++) {
    if (pause) await sleep(pause);
    const t0 = performance.now();
    await f(i);
    ms.push(performance.now() - t0);
  }
  return stats(ms);
};

const transport = new StdioClientTransport({
  command: binary, args: ['serve', '--engine', engine, '--pool', '2', '--log-level', 'error'], env: { ...process.env }, stderr: 'inherit',
});
const client = new Client({ name: 'cordon-bench', version: '1.0.0' });
await client.connect(transport);
const pid = transport.pid;
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
await sleep(8000);  // the pool fills
const results = {};
results.idle_rss_mb = rss().toFixed(1);
results.ping = await time(runs, () => client.ping());
results.analyze_code = await time(runs, () => client.callTool({ name: 'analyze_code', arguments: { code: 'import os\nprint(os.getcwd())', language: 'python' } }));
const call = (name, code) => async () => {
  const r = await client.callTool({ name, arguments: { code } });
  if (r.structuredContent.stdout !== '1\n') throw new Error(JSON.stringify(r.structuredContent));
};
const run = call('run_python_code', 'print(1)');
results.run_back_to_back = await time(runs, run);
results.run_settled = await time(runs, run, 1000);
results.run_javascript_settled = await time(runs, call('run_javascript_code', 'console.log(1)'), 1000);
results.rss_after_runs_mb = rss().toFixed(1);
await client.close();

writeFileSync('/tmp/cordon-bench-print1.py', 'print(1)\n');
results.cordon_run_cli = await time(Math.min(runs, 30), () => execFileSync(binary, ['run', '--engine', engine, '/tmp/cordon-bench-print1.py']));
console.log(JSON.stringify({ engine, ...results }, null, 2));
