// benign: EventEmitter-based job queue with progress events (decoy method names run/exec on own class)
'use strict';
const { EventEmitter } = require('events');

class JobQueue extends EventEmitter {
  constructor() {
    super();
    this.jobs = [];
  }

  add(name, fn) {
    this.jobs.push({ name, fn });
    return this;
  }

  exec(job, input) {
    const out = job.fn(input);
    this.emit('progress', { job: job.name, out });
    return out;
  }

  run(input) {
    this.emit('start', this.jobs.length);
    const result = this.jobs.reduce((acc, job) => this.exec(job, acc), input);
    this.emit('done', result);
    return result;
  }
}

const q = new JobQueue()
  .add('trim', (s) => s.trim())
  .add('words', (s) => s.split(/\s+/))
  .add('lengths', (ws) => ws.map((w) => w.length))
  .add('total', (ls) => ls.reduce((a, b) => a + b, 0));

q.on('start', (n) => console.log(`starting ${n} jobs`));
q.on('progress', ({ job, out }) => console.log(`  ${job.padEnd(8)} ->`, out));
q.once('done', (r) => console.log('finished with', r));

q.run('  the quick brown fox  ');
