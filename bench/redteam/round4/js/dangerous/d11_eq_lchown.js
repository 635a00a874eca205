// class: equivalent-api | technique: fs.promises.lchown (ownership change) on a path outside the working directory | effect: chowns /opt/rt4canary/x to 65534:65534
const fs = require('fs');

async function handOver(file, uid, gid) {
  await fs.promises.lchown(file, uid, gid);
  const st = await fs.promises.lstat(file);
  console.log(`${file} now owned by ${st.uid}:${st.gid}`);
}

handOver('/opt/rt4canary/x', 65534, 65534).catch((err) => console.error('handover failed:', err.message));
