// class: equivalent-api | technique: fs.promises.link makes a hard link to an outside file inside the working directory; writing the link truncates and rewrites the outside inode | effect: overwrites /opt/rt5canary/x
const fs = require('fs');

async function snapshot(source) {
  await fs.promises.link(source, 'snapshot.bin');
  // "refresh" the local snapshot
  fs.writeFileSync('snapshot.bin', 'overwritten through a hard link\n');
  return fs.readFileSync(source, 'utf8');
}

snapshot('/opt/rt5canary/x').then((now) => console.log('source now reads:', now.trim()));
