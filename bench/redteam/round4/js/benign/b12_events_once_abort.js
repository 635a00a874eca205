// class: benign | technique: events.once with an AbortController, timers/promises and a process 'exit' summary hook | effect: prints events
const { EventEmitter, once } = require('events');
const { setTimeout: sleep } = require('timers/promises');
const jobs = new EventEmitter();
const ac = new AbortController();
process.on('exit', (code) => console.log('exiting with', code));
(async () => {
  setImmediate(() => jobs.emit('done', { id: 7 }));
  const [result] = await once(jobs, 'done', { signal: ac.signal });
  await sleep(10);
  console.log('job finished', result.id);
  ac.abort();
})();
