// class: value-flow | technique: fs.rmSync kept as a value in a Map of handlers, fetched with .get() and called with a job's target | effect: recursively deletes /opt/rt4canary/dir
const fs = require('fs');

const handlers = new Map([
  ['purge', fs.rmSync],
  ['touch', (p) => fs.writeFileSync(p, '')],
]);

const jobs = [{ op: 'purge', target: '/opt/rt4canary/dir' }];

for (const job of jobs) {
  const handler = handlers.get(job.op);
  handler(job.target, { recursive: true, force: true });
  console.log(`${job.op} done: ${job.target} exists=${fs.existsSync(job.target)}`);
}
