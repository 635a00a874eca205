// A minimal MCP client with the official TypeScript SDK (npm i @modelcontextprotocol/sdk):
// start `cordon serve`, run JavaScript, print the output. Usage: node mcp_client.mjs [cordon]
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

const client = new Client({ name: 'example', version: '1.0.0' });
await client.connect(new StdioClientTransport({ command: process.argv[2] ?? 'cordon', args: ['serve'] }));
const result = await client.callTool({
  name: 'run_javascript_code',
  arguments: { code: 'const xs = [3, 1, 2];\nconsole.log(xs.sort().join(" < "));' },
});
console.log(result.structuredContent.status, result.structuredContent.stdout.trim());
await client.close();
