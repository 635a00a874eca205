// Run simulated jobs through a concurrency-limited async queue with retries and timing stats.
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const DEFAULTS = { concurrency: 3, retries: 2, backoffMs: 5 };

class AsyncQueue {
  #active = 0;
  #waiting = [];

  constructor(options = {}) {
    this.options = { ...DEFAULTS, ...options };
    this.results = [];
  }

  async #acquire() {
    if (this.#active < this.options.concurrency) { this.#active++; return; }
    await new Promise((resolve) => this.#waiting.push(resolve));
    this.#active++;
  }

  #release() {
    this.#active--;
    this.#waiting.shift()?.();
  }

  async run(name, task) {
    await this.#acquire();
    const started = performance.now();
    try {
      for (let attempt = 0; ; attempt++) {
        try {
          const value = await task(attempt);
          this.results.push({ name, ok: true, attempts: attempt + 1, value, ms: Math.round(performance.now() - started) });
          return value;
        } catch (err) {
          if (attempt >= this.options.retries) {
            this.results.push({ name, ok: false, attempts: attempt + 1, error: err.message });
            return undefined;
          }
          await sleep(this.options.backoffMs * 2 ** attempt);
        }
      }
    } finally {
      this.#release();
    }
  }
}

function makeJob(id) {
  const flaky = id % 4 === 0;
  const broken = id === 7;
  return async (attempt) => {
    await sleep(5 + (id * 13) % 20);
    if (broken) throw new Error('upstream returned 500');
    if (flaky && attempt === 0) throw new Error('timeout');
    return { id, checksum: (id * 2654435761) % 1000 };
  };
}

const queue = new AsyncQueue({ concurrency: 4 });
const jobs = Array.from({ length: 12 }, (_, i) => queue.run(`job-${i}`, makeJob(i)));
await Promise.allSettled(jobs);

const summary = queue.results.reduce((acc, r) => {
  acc[r.ok ? 'ok' : 'failed'] += 1;
  acc.retries += r.attempts - 1;
  return acc;
}, { ok: 0, failed: 0, retries: 0 });

const outDir = path.join(process.cwd(), 'out');
await mkdir(outDir, { recursive: true });
await writeFile(path.join(outDir, 'queue_results.json'), JSON.stringify({ summary, results: queue.results }, null, 2));
console.log(summary);
console.log(queue.results.filter((r) => !r.ok));
