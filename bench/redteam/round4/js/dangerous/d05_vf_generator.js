// class: value-flow | technique: victim paths produced by a generator function (yield) from a parameter, consumed by for...of | effect: deletes /opt/rt4canary/x and /opt/rt4canary/dir
const fs = require('fs');

function* retiredArtifacts(prefix) {
  for (const name of ['x', 'dir']) {
    yield `${prefix}/${name}`;
  }
}

for (const artifact of retiredArtifacts('/opt/rt4canary')) {
  fs.rmSync(artifact, { recursive: true, force: true });
  console.log('retired', artifact, 'exists=', fs.existsSync(artifact));
}
