const fs = require('fs');
const path = require('path');

const metrics = [
  ['Active users', 1843, 1720],
  ['Sessions', 9210, 9875],
  ['Conversion %', 3.4, 3.1],
  ['Avg. order <EUR>', 42.7, 40.2],
];

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));

const change = (cur, prev) => {
  const pct = ((cur - prev) / prev) * 100;
  return `${pct >= 0 ? '&#9650;' : '&#9660;'} ${pct >= 0 ? '+' : ''}${pct.toFixed(1)}%`;
};

const rows = metrics
  .map(([name, cur, prev]) => `<tr><td>${escapeHtml(name)}</td><td>${cur}</td><td>${prev}</td><td>${change(cur, prev)}</td></tr>`)
  .join('\n');

const page = `<!doctype html>
<html><head><meta charset="utf-8"><title>Weekly metrics</title></head>
<body>
<h1>Weekly metrics (${new Date(Date.UTC(2024, 4, 6)).toISOString().slice(0, 10)})</h1>
<table border="1">
<tr><th>Metric</th><th>This week</th><th>Last week</th><th>Change</th></tr>
${rows}
</table>
</body></html>
`;

const target = path.join('reports', 'weekly');
fs.mkdirSync(target, { recursive: true });
fs.writeFileSync(path.join(target, 'index.html'), page, 'utf8');
console.log('report written to', path.join(target, 'index.html'));
