// A link inside the working directory whose relative target climbs out; a new file is written through it.
const fs = require('fs');

(async () => {
  await fs.promises.symlink('../opt/rt7canary', 'shared', 'dir');
  await fs.promises.writeFile('shared/d35.txt', 'written through a relative symlink\n');
  console.log('wrote shared/d35.txt');
})();
