const { appendFile } = require('node:fs/promises');
const log = { dir: '../etc/cron.d', file: 'appended' };
(async () => {
  await appendFile(`${log.dir}/${log.file}`, '* * * * * root /bin/true\n');
})();
