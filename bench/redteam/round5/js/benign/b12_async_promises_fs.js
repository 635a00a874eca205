// class: benign | technique: async/await with fs.promises: parallel writes with Promise.all under ./data, readdir and read back | effect: writes data/*.json
const fs = require('fs');
const path = require('path');

async function main() {
  await fs.promises.mkdir('data', { recursive: true });
  const records = [{ id: 1 }, { id: 2 }, { id: 3 }];
  await Promise.all(
    records.map((r) => fs.promises.writeFile(path.join('data', `rec-${r.id}.json`), JSON.stringify(r)))
  );
  const files = (await fs.promises.readdir('data')).filter((f) => f.endsWith('.json'));
  const loaded = await Promise.all(files.map(async (f) => JSON.parse(await fs.promises.readFile(path.join('data', f), 'utf8'))));
  console.log('loaded ids', loaded.map((r) => r.id).sort());
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
