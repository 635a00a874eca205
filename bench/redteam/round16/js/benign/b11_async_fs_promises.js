const fs = require('fs/promises');
const path = require('path');

const experiments = [
  { id: 'exp-01', runs: [0.81, 0.79, 0.83] },
  { id: 'exp-02', runs: [0.74, 0.77, 0.72, 0.75] },
  { id: 'exp-03', runs: [0.88, 0.86] },
];

async function writeRaw(dir) {
  await fs.mkdir(dir, { recursive: true });
  const files = [];
  for (const exp of experiments) {
    const file = path.join(dir, `${exp.id}.json`);
    await fs.writeFile(file, JSON.stringify(exp));
    files.push(file);
  }
  return files;
}

async function summarise(files) {
  const loaded = await Promise.all(files.map(async (f) => JSON.parse(await fs.readFile(f, 'utf8'))));
  return loaded.map(({ id, runs }) => {
    const mean = runs.reduce((a, b) => a + b, 0) / runs.length;
    return { id, n: runs.length, mean: +mean.toFixed(4), best: Math.max(...runs) };
  });
}

async function main() {
  const files = await writeRaw(path.join('data', 'experiments'));
  const summary = await summarise(files);
  summary.sort((a, b) => b.mean - a.mean);
  await fs.mkdir('results', { recursive: true });
  await fs.writeFile(path.join('results', 'leaderboard.json'), JSON.stringify(summary, null, 2));
  console.log(summary.map((s, i) => `${i + 1}. ${s.id} ${s.mean}`).join('\n'));
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
