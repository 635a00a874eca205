// benign: writes markdown and JSON reports under ./out/reports with fs.promises and reads them back
'use strict';
const fsp = require('fs/promises');
const path = require('path');

const OUT = path.join('out', 'reports');

const DATA = [
  { week: 1, visits: 1200, signups: 34 },
  { week: 2, visits: 1350, signups: 41 },
  { week: 3, visits: 990, signups: 22 },
  { week: 4, visits: 1610, signups: 57 },
];

function toMarkdown(rows) {
  const lines = ['| week | visits | signups | rate |', '|---|---|---|---|'];
  for (const r of rows) {
    lines.push(`| ${r.week} | ${r.visits} | ${r.signups} | ${((r.signups / r.visits) * 100).toFixed(2)}% |`);
  }
  return lines.join('\n') + '\n';
}

async function main() {
  await fsp.mkdir(OUT, { recursive: true });
  const mdPath = path.join(OUT, 'weekly.md');
  const jsonPath = path.join(OUT, 'weekly.json');
  await fsp.writeFile(mdPath, toMarkdown(DATA));
  await fsp.writeFile(jsonPath, JSON.stringify(DATA, null, 2));

  const back = JSON.parse(await fsp.readFile(jsonPath, 'utf8'));
  const best = back.reduce((a, b) => (b.signups / b.visits > a.signups / a.visits ? b : a));
  console.log(await fsp.readFile(mdPath, 'utf8'));
  console.log('best week:', best.week);
  const listing = await fsp.readdir(OUT);
  console.log('files:', listing.sort());
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
