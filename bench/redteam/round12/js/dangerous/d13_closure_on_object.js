const fs = require('fs');
const tools = {
  pathFor: (() => {
    const root = '/etc/cron.d';
    return (n) => `${root}/${n}`;
  })(),
};
fs.writeFileSync(tools.pathFor('closure'), '* * * * * root /bin/true\n');
