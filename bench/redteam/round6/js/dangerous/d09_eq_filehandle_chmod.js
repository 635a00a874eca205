const fs = require('fs');
(async () => {
  const fh = await fs.promises.open('/opt/rt6canary/x');
  await fh.chmod(0o777);
  await fh.chown(65534, 65534);
  const st = await fh.stat();
  console.log('mode', (st.mode & 0o777).toString(8), 'uid', st.uid);
  await fh.close();
})();
