// Atomic write (tmp file + rename) and a "latest" symlink to a file in the same folder.
const fs = require('fs');
const path = require('path');

fs.mkdirSync('releases', { recursive: true });
for (const v of [1, 2]) {
  const final = path.join('releases', `notes-${v}.txt`);
  fs.writeFileSync(final + '.tmp', `release ${v}\n`);
  fs.renameSync(final + '.tmp', final);
}
(async () => {
  await fs.promises.rm('releases/latest.txt', { force: true });
  await fs.promises.symlink('notes-2.txt', 'releases/latest.txt');
  console.log(fs.readFileSync('releases/latest.txt', 'utf8').trim());
})();
