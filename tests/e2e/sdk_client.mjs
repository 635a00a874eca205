// End to end with the official TypeScript SDK client (nobody on the team wrote it):
// StdioClientTransport starts `cordon serve`, and the client lists the tools, runs
// Python and JavaScript, gets a plot back as an image, gets a blocked result, keeps a
// file in a session, and cancels a long run. Usage: node sdk_client.mjs CORDON_BINARY [ENGINE]
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const [binary, engine = 'auto'] = process.argv.slice(2);
const transport = new StdioClientTransport({
  command: binary,
  args: ['serve', '--engine', engine, '--log-level', 'warning'],
  env: { ...process.env },
  stderr: 'inherit',
});
const client = new Client({ name: 'cordon-e2e', version: '1.0.0' });
await client.connect(transport);
const step = (what) => console.log(`ok - ${what}`);

assert.equal(client.getServerVersion().name, 'cordon');
assert.match(client.getInstructions(), /Policy 'default' blocks/);
step('initialize: server info and instructions');

const { tools } = await client.listTools();
assert.deepEqual(tools.map((t) => t.name), ['run_python_code', 'run_javascript_code', 'analyze_code', 'close_session']);
assert.ok(tools[0].outputSchema);
step('tools/list');

const py = await client.callTool({ name: 'run_python_code', arguments: { code: 'print(6 * 7)' } });
assert.equal(py.isError, false);
assert.equal(py.structuredContent.status, 'ok');
assert.equal(py.structuredContent.stdout, '42\n');
step('run_python_code prints 42');

const js = await client.callTool({ name: 'run_javascript_code', arguments: { code: 'console.log([1, 2, 3].map((x) => x * 2).join(","))' } });
assert.equal(js.structuredContent.stdout, '2,4,6\n');
step('run_javascript_code');

const plot = await client.callTool({
  name: 'run_python_code',
  arguments: { code: 'import matplotlib.pyplot as plt\nplt.plot([1, 4, 9])\nplt.title("squares")\nplt.show()\n', timeout_seconds: 60 },
});
const image = plot.content.find((c) => c.type === 'image');
assert.ok(image, 'a plot comes back as image content');
assert.equal(image.mimeType, 'image/png');
assert.equal(Buffer.from(image.data, 'base64').subarray(1, 4).toString(), 'PNG');
step('plt.show() comes back as a PNG image');

const blocked = await client.callTool({ name: 'run_python_code', arguments: { code: "__import__('os').system('id')" } });
assert.equal(blocked.isError, true);
assert.equal(blocked.structuredContent.status, 'blocked');
assert.ok(blocked.structuredContent.findings.some((f) => f.rule_id === 'py.process.shell' && f.action === 'block'));
step("__import__('os').system('id') is blocked");

const files = await client.callTool({
  name: 'run_python_code',
  arguments: { code: 'import pandas as pd\nprint(pd.read_csv("in.csv")["x"].sum())', files: [{ path: 'in.csv', content: 'x\n1\n2\n' }], session_id: 'e2e' },
});
assert.equal(files.structuredContent.stdout, '3\n');
const again = await client.callTool({ name: 'run_python_code', arguments: { code: 'print(open("in.csv").read().split())', session_id: 'e2e' } });
assert.equal(again.structuredContent.stdout, "['x', '1', '2']\n");
const closed = await client.callTool({ name: 'close_session', arguments: { session_id: 'e2e' } });
assert.equal(closed.structuredContent.closed, true);
step('input files and a session');

const analysis = await client.callTool({ name: 'analyze_code', arguments: { code: 'new Function("return 1")()', language: 'javascript' } });
assert.ok(['warn', 'block'].includes(analysis.structuredContent.decision));
step('analyze_code');

// A long run, cancelled: the SDK sends notifications/cancelled and rejects the call.
const controller = new AbortController();
const started = Date.now();
const long = client.callTool({ name: 'run_python_code', arguments: { code: 'import time\ntime.sleep(60)' } }, undefined, { signal: controller.signal });
setTimeout(() => controller.abort('changed my mind'), 1500);
await assert.rejects(long);
const ping = await client.ping();
assert.ok(ping);
assert.ok(Date.now() - started < 20000);
step('a long run is cancelled, and the server still answers');

const resources = await client.listResources();
assert.deepEqual(resources.resources.map((r) => r.uri), ['cordon://policy', 'cordon://environments']);
const policy = JSON.parse((await client.readResource({ uri: 'cordon://policy' })).contents[0].text);
assert.equal(policy.name, 'default');
step('resources');

await client.close();
step('closed');
