// Write a JSON-lines application log, then stream it back and aggregate latency and errors per route.
import { mkdir, writeFile, readFile } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';

const LOG_DIR = path.join(process.cwd(), 'logs');
const ROUTES = ['/api/items', '/api/items/:id', '/api/cart', '/api/checkout'];

function mulberry32(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function writeLog(file, count = 600) {
  const rand = mulberry32(99);
  const start = Date.UTC(2024, 4, 20, 9);
  const lines = Array.from({ length: count }, (_, i) => {
    const route = ROUTES[Math.floor(rand() * ROUTES.length)];
    const status = rand() < 0.06 ? 500 : rand() < 0.1 ? 404 : 200;
    const ms = Math.round(20 + rand() ** 3 * (route === '/api/checkout' ? 1500 : 400));
    return JSON.stringify({ ts: new Date(start + i * 1500).toISOString(), level: status >= 500 ? 'error' : 'info', route, status, ms });
  });
  lines.splice(250, 0, 'not json at all');
  await writeFile(file, lines.join('\n') + '\n');
}

async function* records(file) {
  const rl = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of rl) {
    try { yield JSON.parse(line); } catch { /* skip malformed */ }
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function analyse(file) {
  const byRoute = new Map();
  for await (const rec of records(file)) {
    const entry = byRoute.get(rec.route) ?? { count: 0, errors: 0, latencies: [] };
    entry.count += 1;
    if (rec.status >= 500) entry.errors += 1;
    entry.latencies.push(rec.ms);
    byRoute.set(rec.route, entry);
  }
  return Object.fromEntries([...byRoute].map(([route, { count, errors, latencies }]) => {
    const sorted = latencies.sort((a, b) => a - b);
    return [route, { count, errorRate: +(errors / count).toFixed(3), p50: percentile(sorted, 50), p95: percentile(sorted, 95) }];
  }));
}

await mkdir(LOG_DIR, { recursive: true });
const logFile = path.join(LOG_DIR, 'app.jsonl');
await writeLog(logFile);
const report = await analyse(logFile);
await writeFile(path.join(LOG_DIR, 'route_report.json'), JSON.stringify(report, null, 2));
const written = JSON.parse(await readFile(path.join(LOG_DIR, 'route_report.json'), 'utf8'));
for (const [route, r] of Object.entries(written)) {
  console.log(`${route.padEnd(16)} n=${String(r.count).padStart(4)} err=${(r.errorRate * 100).toFixed(1)}% p50=${r.p50}ms p95=${r.p95}ms`);
}
