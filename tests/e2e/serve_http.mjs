// Starts `cordon serve --http 127.0.0.1:0 ...ARGS` and resolves once it logged its URL:
// { server, url, log() }. A failed step afterwards stops the server and exits 1, so no
// test leaves a server (and its containers) running; `cleanup` runs first.
import { spawn } from 'node:child_process';

export async function serveHttp(binary, args, cleanup = () => {}) {
  const server = spawn(binary, ['serve', '--http', '127.0.0.1:0', '--log-level', 'info', ...args], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  let log = '';
  process.on('uncaughtException', (error) => {
    console.error(error);
    server.kill('SIGTERM');
    cleanup();
    process.exit(1);
  });
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no address logged:\n${log}`)), 10000);
    server.stderr.on('data', (chunk) => {
      log += chunk;
      const found = /http:\/\/127\.0\.0\.1:\d+\/mcp/.exec(log);
      if (found) {
        clearTimeout(timer);
        resolve(found[0]);
      }
    });
  });
  return { server, url, log: () => log };
}
