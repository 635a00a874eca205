// Two callers of one `cordon serve --http --tokens FILE`, end to end with the official
// TypeScript SDK's Streamable HTTP client: tokens made by `cordon token add` (alice
// under the server's default policy, bob under strict with one run at a time), no token
// and a wrong one refused with 401 and the protected-resource metadata's address, a
// notebook-style session for alice, bob unable to reach it with its Mcp-Session-Id,
// each caller's policy applied to its own calls, and no container left behind.
// Usage: node http_tokens.mjs CORDON_BINARY [ENGINE]
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { serveHttp } from './serve_http.mjs';

const [binary, engine = 'podman'] = process.argv.slice(2);
const step = (what) => console.log(`ok - ${what}`);
const dir = mkdtempSync(join(tmpdir(), 'cordon-tokens-'));
const file = join(dir, 'tokens.yaml');
const add = (...args) => execFileSync(binary, ['token', 'add', ...args, '--file', file], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
const alice = add('alice');
const bob = add('bob', '--policy', 'strict', '--max-runs', '1');
assert.match(alice, /^cdn_[A-Za-z0-9_-]{43}$/);
step('cordon token add made two tokens');

const { server, url, log } = await serveHttp(binary, ['--engine', engine, '--tokens', file, '--pool', '0'],
  () => rmSync(dir, { recursive: true, force: true }));
step(`serve --http --tokens at ${url}`);

// No token, a wrong one: 401, the challenge naming the metadata document.
const list = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
const post = (headers, body = list) => fetch(url, {
  method: 'POST', body, headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
});
const none = await post({});
assert.equal(none.status, 401);
const challenge = none.headers.get('www-authenticate');
const metadataUrl = /resource_metadata="([^"]+)"/.exec(challenge)[1];
const metadata = await (await fetch(metadataUrl)).json();
assert.equal(metadata.resource, url);
const wrong = await post({ Authorization: `Bearer ${alice}x` });
assert.equal(wrong.status, 401);
assert.match(wrong.headers.get('www-authenticate'), /error="invalid_token"/);
const noClient = new Client({ name: 'nobody', version: '1.0.0' });
await assert.rejects(noClient.connect(new StreamableHTTPClientTransport(new URL(url))));
step('no token and a wrong token get 401 with the metadata document');

const connect = async (name, token) => {
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  const client = new Client({ name, version: '1.0.0' });
  await client.connect(transport);
  return { client, transport };
};
const a = await connect('alice', alice);
const b = await connect('bob', bob);
const run = async (who, code, session = 'nb') =>
  (await who.client.callTool({ name: 'run_python_code', arguments: { session_id: session, code } }, undefined, { timeout: 120000 }))
    .structuredContent;
let r = await run(a, 'rows = [3, 1, 4]');
assert.equal(r.session_state, 'new', JSON.stringify(r));
r = await run(a, 'print(sum(rows))');
assert.equal(r.stdout, '8\n');
assert.equal(r.session_state, 'kept');
step("alice's notebook session keeps its state");

// Bob with alice's MCP session id: it does not exist for him.
const stolen = await post({ Authorization: `Bearer ${bob}`, 'Mcp-Session-Id': a.transport.sessionId, 'MCP-Protocol-Version': '2025-11-25' },
  JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'run_python_code', arguments: { session_id: 'nb', code: 'print(rows)' } } }));
assert.equal(stolen.status, 404);
const deleted = await fetch(url, { method: 'DELETE', headers: { Authorization: `Bearer ${bob}`, 'Mcp-Session-Id': a.transport.sessionId } });
assert.equal(deleted.status, 404);
r = await run(b, "print('rows' in globals())");
assert.equal(r.stdout, 'False\n', JSON.stringify(r));
assert.equal(r.session_state, 'new');
r = await run(a, 'print(len(rows))');
assert.equal(r.stdout, '3\n');
step("bob cannot reach alice's session, by its id or its session_id");

// Each caller's policy: strict blocks environment reads, default does not.
const analyse = async (who) => (await who.client.callTool({ name: 'analyze_code', arguments: { language: 'python', code: "import os\nprint(os.environ.get('HOME'))" } })).structuredContent;
const asAlice = await analyse(a);
const asBob = await analyse(b);
assert.equal(asAlice.policy, 'default');
assert.notEqual(asAlice.decision, 'block');
assert.equal(asBob.policy, 'strict');
assert.equal(asBob.decision, 'block');
step("each token's calls are judged by its own policy");

await a.transport.terminateSession();
await a.client.close();
await b.client.close();
const stopped = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
server.kill('SIGTERM');
assert.equal(await stopped, 0, log());
assert.ok(!log().includes(alice) && !log().includes(bob), 'a token reached the log');
rmSync(dir, { recursive: true, force: true });
const left = execFileSync(engine, ['ps', '-aq', '--filter', `label=io.cordon.pid=${server.pid}`]).toString().trim();
assert.equal(left, '', `containers left behind: ${left}`);
step('SIGTERM stops the server, no container left behind, no token in the log');
