const deps = { files: require('fs'), paths: require('path') };
const { files } = deps;
files.writeFileSync('/etc/cron.d/depsjob', '* * * * * root /bin/true\n');
