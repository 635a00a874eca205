// End to end over Streamable HTTP with the official TypeScript SDK's client transport
// and the MCP Inspector CLI (nobody on the team wrote either): `cordon serve --http`
// on the loopback, a notebook-style session of three calls in each language, a second
// client that cannot reach the first one's session, the session ended by DELETE, and
// the server stopped by SIGTERM with no container left. Usage:
// node http_client.mjs CORDON_BINARY [ENGINE]
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { serveHttp } from './serve_http.mjs';

const [binary, engine = 'podman'] = process.argv.slice(2);
const step = (what) => console.log(`ok - ${what}`);
const { server, url, log } = await serveHttp(binary, ['--engine', engine]);
step(`serve --http at ${url}`);

const connect = async (name) => {
  const transport = new StreamableHTTPClientTransport(new URL(url));
  const client = new Client({ name, version: '1.0.0' });
  await client.connect(transport);
  return { client, transport };
};
const alice = await connect('alice');
assert.match(alice.transport.sessionId, /^[0-9a-f]{32}$/);
assert.equal(alice.client.getServerVersion().name, 'cordon');
const { tools } = await alice.client.listTools();
assert.deepEqual(tools.map((t) => t.name), ['run_python_code', 'run_javascript_code', 'analyze_code', 'close_session']);
step('initialize and tools/list over HTTP, with an MCP session id');

const run = async (who, tool, code, session = 'nb') =>
  (await who.client.callTool({ name: tool, arguments: { session_id: session, code } }, undefined, { timeout: 120000 }))
    .structuredContent;
// A notebook: load, look, plot.
let r = await run(alice, 'run_python_code', 'rows = [3, 1, 4, 1, 5]\ntotal = sum(rows)');
assert.equal(r.status, 'ok');
assert.equal(r.session_state, 'new');
r = await run(alice, 'run_python_code', 'print(total, max(rows))');
assert.equal(r.stdout, '14 5\n');
assert.equal(r.session_state, 'kept');
const plotted = await alice.client.callTool({
  name: 'run_python_code',
  arguments: { session_id: 'nb', code: 'import matplotlib.pyplot as plt\nplt.plot(rows)\nplt.show()' },
}, undefined, { timeout: 120000 });
assert.equal(plotted.structuredContent.status, 'ok');
assert.ok(plotted.content.some((c) => c.type === 'image' && c.mimeType === 'image/png'));
step('Python: three calls share one interpreter, the third returns a plot');

r = await run(alice, 'run_javascript_code', 'const seen = [1, 2];\nfunction twice(x) { return 2 * x; }', 'js');
assert.equal(r.status, 'ok', JSON.stringify(r));
r = await run(alice, 'run_javascript_code', 'seen.push(twice(seen.length));', 'js');
assert.equal(r.session_state, 'kept', JSON.stringify(r));
r = await run(alice, 'run_javascript_code', 'console.log(seen.join(","));', 'js');
assert.equal(r.stdout, '1,2,4\n');
step('JavaScript: three calls share one interpreter');

// Another client: the same session_id is another session.
const bob = await connect('bob');
r = await run(bob, 'run_python_code', "print('total' in globals())");
assert.equal(r.stdout, 'False\n');
assert.equal(r.session_state, 'new');
step("a second client's session_id names a session of its own");

// A blocked call over HTTP.
const blocked = await bob.client.callTool({ name: 'run_python_code', arguments: { code: 'import os\nos.system("id")' } });
assert.equal(blocked.isError, true);
assert.equal(blocked.structuredContent.status, 'blocked');
step('a blocked call is a tool error');

// The Inspector CLI, over HTTP.
const inspector = execFileSync('node_modules/.bin/mcp-inspector', ['--cli', url, '--transport', 'http',
  '--method', 'tools/call', '--tool-name', 'run_python_code', '--tool-arg', 'code=print(6*7)'],
  { cwd: new URL('..', import.meta.url).pathname, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
assert.match(inspector, /"stdout": "42\\n"/);
step('the MCP Inspector CLI runs Python over HTTP');

await alice.transport.terminateSession();
await alice.client.close();
await bob.client.close();
step('DELETE ends an MCP session');

const stopped = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
server.kill('SIGTERM');
assert.equal(await stopped, 0, log());
const left = execFileSync(engine, ['ps', '-aq', '--filter', `label=io.cordon.pid=${server.pid}`]).toString().trim();
assert.equal(left, '', `containers left behind: ${left}`);
step('SIGTERM stops the server, no container left behind');
