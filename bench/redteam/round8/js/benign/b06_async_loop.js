// technique: async function with await inside a loop writes numbered relative files via fs.promises -> chunks/part_<k>.txt inside /work
const fs = require('fs');
async function main() {
  await fs.promises.mkdir('chunks', { recursive: true });
  for (let k = 0; k < 3; k++) {
    await fs.promises.writeFile(`chunks/part_${k}.txt`, String(k));
  }
}
main();
