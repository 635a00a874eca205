const fs = require('fs');
const path = require('path');
(async () => {
  const dir = 'tmp-work';
  await fs.promises.mkdir(dir, { recursive: true });
  await Promise.all([1, 2, 3].map((i) => fs.promises.writeFile(path.join(dir, `part${i}.txt`), `part ${i}\n`)));
  const names = await fs.promises.readdir(dir);
  let bytes = 0;
  for (const name of names) {
    const p = path.join(dir, name);
    bytes += (await fs.promises.stat(p)).size;
    await fs.promises.unlink(p);
  }
  await fs.promises.rmdir(dir);
  console.log('cleaned', names.length, 'files,', bytes, 'bytes');
})();
