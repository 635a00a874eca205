// EventEmitter job tracker with once/on and a summary printed on process exit.
const { EventEmitter, once } = require('events');

class Tracker extends EventEmitter {
  constructor() { super(); this.done = []; this.on('done', (job) => this.done.push(job)); }
  async run(job, ms) { await new Promise((r) => setTimeout(r, ms)); this.emit('done', job); }
}
const t = new Tracker();
process.on('exit', (code) => console.log('exit', code, 'jobs:', t.done.join(',')));
(async () => {
  const waiting = once(t, 'done');
  await Promise.all([t.run('a', 20), t.run('b', 5)]);
  console.log('first done:', (await waiting)[0]);
})();
