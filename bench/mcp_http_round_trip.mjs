// MCP round trips over Streamable HTTP beside stdio, in one run: the official TypeScript
// SDK client talks to two `cordon serve --pool 2` processes at once, one on stdio
// (StdioClientTransport) and one on `--http 127.0.0.1:PORT` (StreamableHTTPClientTransport;
// the reply types it got, JSON or SSE, are printed). Once both pools are full, each round
// times the same call over both transports, the order alternating each round so that load
// and refills weigh on both alike: PING_ROUNDS rounds of `ping` back to back, then
// RUN_ROUNDS of run_python_code print(1) settled (1 s before every call), with the
// runner's own time the server reports. Then a fresh HTTP client's connect (initialize,
// the initialized notification, the SDK's GET for a stream, answered 405) a few times,
// and the initialize POST alone. Each call is timed in the client. Also counts the TCP
// connections the SDK's fetch opened (undici's diagnostics channel), and checks that no
// container of either server is left at the end. Results: bench/RESULTS.md.
// Usage: node mcp_http_round_trip.mjs CORDON_BINARY [ENGINE] [PING_ROUNDS] [RUN_ROUNDS]
import { execFileSync, spawn } from 'node:child_process';
import diagnostics from 'node:diagnostics_channel';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const [binary, engine = 'podman', pingArg = '100', runArg = '40'] = process.argv.slice(2);
if (!binary) {
  console.error('usage: node mcp_http_round_trip.mjs CORDON_BINARY [ENGINE] [PING_ROUNDS] [RUN_ROUNDS]');
  process.exit(2);
}
const pingRounds = Number(pingArg);
const runRounds = Number(runArg);
const connectRounds = 10;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const stats = (ms) => {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.round(q * (s.length - 1)))];
  return { n: s.length, median: at(0.5).toFixed(1), p95: at(0.95).toFixed(1), min: s[0].toFixed(1), max: s[s.length - 1].toFixed(1) };
};
const timed = async (f) => {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
};
const load = () => loadavg().map((x) => x.toFixed(2)).join(' ');
const lscpu = execFileSync('lscpu', { encoding: 'utf8' });
const machine = {
  cpu: (/^Model name:\s*(.+)$/m.exec(lscpu) ?? [])[1]?.trim(),
  nproc: Number(execFileSync('nproc', { encoding: 'utf8' }).trim()),
};
// The engine's CLI lists a server's containers by the labels cordon gives them.
const containers = (pid) => execFileSync(engine, ['ps', '-a', '-q', '--filter', 'label=io.cordon.managed=true',
  '--filter', `label=io.cordon.pid=${pid}`], { encoding: 'utf8' }).split('\n').filter(Boolean).length;
const freePort = () => new Promise((resolve, reject) => {
  const s = createServer();
  s.once('error', reject);
  s.listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); });
});
// TCP connections opened by fetch (Node's bundled undici publishes this channel).
let connections = 0;
diagnostics.subscribe('undici:client:connected', () => { connections += 1; });

const results = { engine, machine, load_before: load() };
const args = ['serve', '--engine', engine, '--pool', '2', '--log-level', 'error'];

// stdio
const stdioTransport = new StdioClientTransport({ command: binary, args, env: { ...process.env }, stderr: 'inherit' });
const stdio = new Client({ name: 'cordon-bench', version: '1.0.0' });
await stdio.connect(stdioTransport);
const stdioPid = stdioTransport.pid;

// HTTP: the request times by JSON-RPC method come from a fetch that times itself, from
// the request to the reply's last byte (JSON, or the end of an SSE stream), read from a
// copy of the body so that the SDK's reading is not held up.
const port = await freePort();
const httpServer = spawn(binary, [...args, '--http', `127.0.0.1:${port}`], { stdio: ['ignore', 'ignore', 'inherit'] });
const httpExited = new Promise((r) => httpServer.once('exit', (code, signal) => r({ code, signal })));
process.on('exit', () => httpServer.kill('SIGTERM'));  // also when this script fails
const url = new URL(`http://127.0.0.1:${port}/mcp`);
const posts = {};
const replyTypes = {};  // per method: the reply's content type (JSON, or an SSE stream)
const timingFetch = async (input, init) => {
  const t0 = performance.now();
  const response = await fetch(input, init);
  if (init?.method === 'POST' && typeof init.body === 'string' && response.body) {
    const method = JSON.parse(init.body).method;
    const list = (posts[method] ??= []);
    (replyTypes[method] ??= new Set()).add((response.headers.get('content-type') ?? '').split(';')[0]);
    response.clone().arrayBuffer().then(() => list.push(performance.now() - t0), () => {});
  }
  return response;
};
const connectHttp = async () => {
  const c = new Client({ name: 'cordon-bench', version: '1.0.0' });
  const t = new StreamableHTTPClientTransport(url, { fetch: timingFetch });
  await c.connect(t);
  return { client: c, transport: t };
};
let http;
for (let i = 0; ; i++) {
  try {
    http = await connectHttp();
    break;
  } catch (e) {
    if (i >= 100) throw e;
    await sleep(100);
  }
}

// Both pools full: two containers per language for each server.
const deadline = Date.now() + 120000;
while (containers(stdioPid) < 4 || containers(httpServer.pid) < 4) {
  if (Date.now() > deadline) throw new Error(`pools not full: stdio ${containers(stdioPid)}, http ${containers(httpServer.pid)}`);
  await sleep(500);
}
await sleep(3000);  // the interpreters inside them start
results.load_pools_full = load();

// The runner's own time (container taken to result read), as the server reports it: the
// client's time less this is analysis, MCP and the transport.
const runnerMs = { stdio: [], http: [] };
const run = async (client) => {
  const r = await client.callTool({ name: 'run_python_code', arguments: { code: 'print(1)' } });
  if (r.structuredContent.stdout !== '1\n') throw new Error(JSON.stringify(r.structuredContent));
  runnerMs[client === stdio ? 'stdio' : 'http'].push(r.structuredContent.duration_seconds * 1000);
};
const sides = { stdio: () => stdio, http: () => http.client };
// One warm-up call of each kind per transport (not counted).
for (const side of Object.keys(sides)) {
  await sides[side]().ping();
  await run(sides[side]());
}
await sleep(3000);  // the warm-up's container is replaced
for (const k of Object.keys(runnerMs)) runnerMs[k].length = 0;

for (const k of Object.keys(posts)) delete posts[k];

// Rounds: both transports each round, the first of the two alternating.
const interleave = async (rounds, f, pause) => {
  const ms = { stdio: [], http: [] };
  const byPosition = { stdio: [[], []], http: [[], []] };
  const before = connections;
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? ['stdio', 'http'] : ['http', 'stdio'];
    for (const [position, side] of order.entries()) {
      if (pause) await sleep(pause);
      const t = await timed(() => f(sides[side]()));
      ms[side].push(t);
      byPosition[side][position].push(t);
    }
  }
  const out = {};
  for (const side of Object.keys(ms)) {
    out[side] = { ...stats(ms[side]), median_first: stats(byPosition[side][0]).median, median_second: stats(byPosition[side][1]).median };
  }
  out.http_tcp_connections = connections - before;
  return out;
};
results.ping = await interleave(pingRounds, (c) => c.ping(), 0);
results.load_after_ping = load();
results.run_python_code_settled = await interleave(runRounds, run, 1000);
results.run_python_code_settled.runner_only = { stdio: stats(runnerMs.stdio), http: stats(runnerMs.http) };
results.load_after_runs = load();

// A fresh HTTP client's connect, and within it the initialize POST alone.
const connects = [];
const before = connections;
for (let i = 0; i < connectRounds; i++) {
  await sleep(500);
  let fresh;
  connects.push(await timed(async () => { fresh = await connectHttp(); }));
  await fresh.transport.terminateSession();
  await fresh.client.close();
}
results.http_connect = { ...stats(connects), tcp_connections: connections - before };
// The same POSTs timed inside the SDK's fetch (request sent to reply read), without the
// client's own JSON-RPC and validation work around it.
results.http_fetch_only = { ping: stats(posts.ping), run_python_code: stats(posts['tools/call']), initialize: stats(posts.initialize) };
results.http_reply_types = Object.fromEntries(Object.entries(replyTypes).map(([m, t]) => [m, [...t].join(', ')]));
results.load_after = load();

// Stop both servers: stdio by closing its input, HTTP by SIGTERM; each removes its containers.
await http.transport.terminateSession();
await http.client.close();
await stdio.close();
httpServer.kill('SIGTERM');
results.http_server_exit = await httpExited;
const gone = Date.now() + 30000;
while ((containers(stdioPid) > 0 || containers(httpServer.pid) > 0) && Date.now() < gone) await sleep(500);
results.containers_left = containers(stdioPid) + containers(httpServer.pid);
console.log(JSON.stringify(results, null, 2));
