// Where a settled warm call's time goes: RUNS calls (default 20), 1 s apart, through the
// official SDK client to `cordon serve` (pool 2), of run_python_code print(1) (`py`),
// run_javascript_code console.log(1) (`js`), analyze_code of print(1) (`analyze`) or a
// protocol ping (`ping`). For the run tools the server's own per-phase timings (its
// MCP log at debug level: analysis, pool, job, first_output, program, report, total)
// are collected, so the run's time inside cordon stands beside the round trip the
// client saw; the difference is the protocol's path (both processes asleep between calls).
// Prints one JSON line: the kind, the round trip's median and p95, each phase's median.
// Usage: node mcp_phases.mjs CORDON_BINARY ENGINE KIND
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { LoggingMessageNotificationSchema } from '@modelcontextprotocol/sdk/types.js';

const [binary, engine = 'podman', kind = 'py'] = process.argv.slice(2);
const runs = Number(process.env.RUNS ?? 20);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const at = (values, q) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? Number(s[Math.min(s.length - 1, Math.round(q * (s.length - 1)))].toFixed(2)) : null;
};
const transport = new StdioClientTransport({
  command: binary, args: ['serve', '--engine', engine, '--pool', '2', '--log-level', 'error'], env: { ...process.env }, stderr: 'inherit',
});
const client = new Client({ name: 'cordon-bench-phases', version: '1.0.0' });
const phases = {};
client.setNotificationHandler(LoggingMessageNotificationSchema, (n) => {
  for (const m of String(n.params.data).matchAll(/(\w+) ([0-9.]+) ms/g)) (phases[m[1]] ??= []).push(Number(m[2]));
});
await client.connect(transport);
await client.setLoggingLevel('debug');
await sleep(8000);  // the pool fills
const call = {
  py: () => client.callTool({ name: 'run_python_code', arguments: { code: 'print(1)' } }),
  js: () => client.callTool({ name: 'run_javascript_code', arguments: { code: 'console.log(1)' } }),
  analyze: () => client.callTool({ name: 'analyze_code', arguments: { code: 'print(1)', language: 'python' } }),
  ping: () => client.ping(),
}[kind];
const ms = [];
for (let i = 0; i < runs; i++) {
  await sleep(1000);
  const t0 = performance.now();
  await call();
  ms.push(performance.now() - t0);
}
await client.close();
console.log(JSON.stringify({
  engine, kind, channel: process.env.CORDON_LAUNCHER_CHANNEL === 'off' ? 'attach' : 'channel',
  round_trip: { median: at(ms, 0.5), p95: at(ms, 0.95) },
  phases: Object.fromEntries(Object.entries(phases).map(([k, v]) => [k, at(v, 0.5)])),
}));
