// technique: async function awaited in a loop accumulates the tail; result appended to a relative head -> fs.promises.writeFile('logs/../../…/etc/cron.d/rt8') (write outside)
const fs = require('fs');
fs.mkdirSync('logs', { recursive: true });
async function step(acc) { await null; return '../' + acc; }
(async () => {
  let tail = 'etc/cron.d/rt8';
  for (let i = 0; i < 8; i++) tail = await step(tail);
  await fs.promises.writeFile('logs/' + tail, 'x');
})();
