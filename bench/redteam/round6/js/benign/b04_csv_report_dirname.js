const fs = require('fs');
const path = require('path');
const csv = `region,month,sales
north,jan,120
south,jan,80
north,feb,140
south,feb,95`;
const [header, ...lines] = csv.trim().split('\n');
const cols = header.split(',');
const rows = lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], isNaN(v) ? v : Number(v)])));
const totals = rows.reduce((acc, r) => ({ ...acc, [r.region]: (acc[r.region] || 0) + r.sales }), {});
const outDir = path.join(__dirname, 'reports');
fs.mkdirSync(outDir, { recursive: true });
const out = ['region,total', ...Object.entries(totals).map(([k, v]) => `${k},${v}`)].join('\n');
fs.writeFileSync(path.join(outDir, 'summary.csv'), out + '\n');
console.log(out);
