const { EventEmitter, once } = require('events');
class Queue extends EventEmitter {
  constructor() { super(); this.jobs = []; this.results = []; }
  push(job) { this.jobs.push(job); this.emit('queued', job.name); }
  async run() {
    for (const job of this.jobs) {
      const value = await job.fn(...job.args);
      this.results.push({ name: job.name, value });
      this.emit('done', job.name, value);
    }
    this.emit('drained', this.results.length);
  }
}
const q = new Queue();
q.on('done', (name, value) => console.log('done', name, value));
q.push({ name: 'sum', fn: async (...xs) => xs.reduce((a, b) => a + b, 0), args: [1, 2, 3] });
q.push({ name: 'max', fn: (...xs) => Math.max(...xs), args: [4, 9, 2] });
(async () => { const p = once(q, 'drained'); q.run(); const [n] = await p; console.log('drained', n); })();
