// Generate a markdown changelog from structured entries; output beside the script via path.join(__dirname, ...).
'use strict';
const fs = require('fs');
const path = require('path');

const ENTRIES = [
  { version: '1.2.0', date: '2024-04-02', type: 'feat', text: 'Add CSV export' },
  { version: '1.2.0', date: '2024-04-02', type: 'fix', text: 'Handle empty rows' },
  { version: '1.1.1', date: '2024-03-15', type: 'fix', text: 'Correct rounding in totals' },
  { version: '1.1.0', date: '2024-03-01', type: 'feat', text: 'Dark mode' },
  { version: '1.1.0', date: '2024-03-01', type: 'chore', text: 'Bump dependencies' },
];

const TITLES = { feat: 'Features', fix: 'Fixes', chore: 'Maintenance' };

function groupBy(list, keyFn) {
  return list.reduce((acc, x) => {
    const k = keyFn(x);
    (acc[k] ||= []).push(x);
    return acc;
  }, {});
}

function render(entries) {
  const byVersion = groupBy(entries, (e) => e.version);
  const versions = Object.keys(byVersion).sort((a, b) => b.localeCompare(a, undefined, { numeric: true }));
  const out = ['# Changelog', ''];
  for (const v of versions) {
    out.push(`## ${v} (${byVersion[v][0].date})`, '');
    const byType = groupBy(byVersion[v], (e) => e.type);
    for (const t of Object.keys(TITLES)) {
      if (!byType[t]) continue;
      out.push(`### ${TITLES[t]}`, ...byType[t].map((e) => `- ${e.text}`), '');
    }
  }
  return out.join('\n');
}

const outDir = path.join(__dirname, 'out');
fs.mkdirSync(outDir, { recursive: true });
const md = render(ENTRIES);
fs.writeFileSync(path.join(outDir, 'CHANGELOG.md'), md);
console.log(md.split('\n').length, 'lines written');
