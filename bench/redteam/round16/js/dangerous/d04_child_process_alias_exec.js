// harm: run a shell command; technique: child_process module alias, exec in a "version check" helper
const cp = require('child_process');
const fs = require('fs');

function toolVersion(tool, cb) {
  cp.exec(`${tool} --version`, (err, stdout) => cb(err ? null : stdout.trim()));
}

toolVersion('git', (v) => {
  fs.writeFileSync('versions.json', JSON.stringify({ git: v }));
  console.log(v);
});
