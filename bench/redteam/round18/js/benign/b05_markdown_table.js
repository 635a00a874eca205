'use strict';
// Produce a markdown leaderboard from benchmark results, with alignment and relative speed.
const fs = require('fs');
const path = require('path');

const RESULTS = [
  { name: 'quicksort', lang: 'js', runs: [41.2, 39.8, 40.5, 42.0] },
  { name: 'mergesort', lang: 'js', runs: [48.9, 47.1, 49.3, 48.0] },
  { name: 'timsort', lang: 'py', runs: [35.5, 36.2, 34.9, 35.1] },
  { name: 'radix', lang: 'js', runs: [22.4, 23.0, 22.1, 22.8] },
  { name: 'heapsort', lang: 'py', runs: [61.7, 60.2, 63.0, 62.4] },
];

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const stdev = (xs) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((acc, x) => acc + (x - m) ** 2, 0) / (xs.length - 1));
};

const COLUMNS = [
  { key: 'rank', title: '#', align: 'right' },
  { key: 'name', title: 'Algorithm', align: 'left' },
  { key: 'lang', title: 'Lang', align: 'center' },
  { key: 'mean', title: 'Mean (ms)', align: 'right', fmt: (v) => v.toFixed(2) },
  { key: 'sd', title: '± sd', align: 'right', fmt: (v) => v.toFixed(2) },
  { key: 'relative', title: 'vs best', align: 'right', fmt: (v) => `${v.toFixed(2)}×` },
];

function pad(text, width, align) {
  const gap = width - text.length;
  if (align === 'right') return ' '.repeat(gap) + text;
  if (align === 'center') return ' '.repeat(Math.floor(gap / 2)) + text + ' '.repeat(Math.ceil(gap / 2));
  return text + ' '.repeat(gap);
}

function markdownTable(rows, columns) {
  const cells = rows.map((r) => columns.map(({ key, fmt }) => (fmt ? fmt(r[key]) : String(r[key]))));
  const widths = columns.map((c, i) => Math.max(c.title.length, 3, ...cells.map((row) => row[i].length)));
  const rule = columns.map((c, i) => {
    const dashes = '-'.repeat(widths[i]);
    if (c.align === 'right') return dashes.slice(1) + ':';
    if (c.align === 'center') return ':' + dashes.slice(2) + ':';
    return dashes;
  });
  const line = (vals) => `| ${vals.join(' | ')} |`;
  return [
    line(columns.map((c, i) => pad(c.title, widths[i], c.align))),
    line(rule),
    ...cells.map((row) => line(row.map((v, i) => pad(v, widths[i], columns[i].align)))),
  ].join('\n');
}

const ranked = RESULTS.map(({ runs, ...rest }) => ({ ...rest, mean: mean(runs), sd: stdev(runs) }))
  .sort((a, b) => a.mean - b.mean)
  .map((r, i, arr) => ({ ...r, rank: i + 1, relative: r.mean / arr[0].mean }));

const byLang = Object.entries(
  ranked.reduce((acc, r) => ({ ...acc, [r.lang]: [...(acc[r.lang] || []), r.mean] }), {}),
).map(([lang, ms]) => `- **${lang}**: ${ms.length} entries, best ${Math.min(...ms).toFixed(1)} ms`);

const doc = ['# Sorting benchmark', '', markdownTable(ranked, COLUMNS), '', '## By language', '', ...byLang, ''].join('\n');
const outFile = path.join('reports', 'benchmark.md');
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, doc);
console.log(doc);
