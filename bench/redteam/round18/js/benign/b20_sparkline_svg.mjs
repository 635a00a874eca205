// Generate per-metric SVG sparklines and an index page from an inline metrics dataset.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const METRICS = {
  cpu: [23, 31, 28, 45, 60, 52, 48, 39, 41, 70, 66, 58],
  memory: [61, 62, 62, 64, 65, 67, 66, 68, 70, 71, 71, 73],
  errors: [0, 2, 1, 0, 0, 5, 9, 3, 1, 0, 0, 1],
  latency: [120, 118, 130, 160, 155, 140, 210, 190, 150, 135, 128, 125],
};
const STYLE = { width: 160, height: 36, stroke: '#3366cc', fill: 'rgba(51,102,204,0.15)', pad: 2 };

function sparkline(values, overrides = {}) {
  const { width, height, stroke, fill, pad } = Object.assign({}, STYLE, overrides);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = (width - 2 * pad) / (values.length - 1);
  const points = values.map((v, i) => [pad + i * step, height - pad - ((v - min) / span) * (height - 2 * pad)]);
  const line = points.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');
  const area = `${line} L${points.at(-1)[0].toFixed(1)},${height - pad} L${pad},${height - pad} Z`;
  const [lx, ly] = points.at(-1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <path d="${area}" fill="${fill}" stroke="none"/>
  <path d="${line}" fill="none" stroke="${stroke}" stroke-width="1.5"/>
  <circle cx="${lx.toFixed(1)}" cy="${ly.toFixed(1)}" r="2" fill="${stroke}"/>
</svg>`;
}

const trend = (values) => {
  const half = Math.floor(values.length / 2);
  const avg = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const delta = avg(values.slice(half)) - avg(values.slice(0, half));
  return { delta: +delta.toFixed(1), arrow: delta > 0 ? '▲' : delta < 0 ? '▼' : '■' };
};

const colorFor = { errors: '#cc3333', latency: '#cc8833' };
const outDir = path.join(process.cwd(), 'build', 'sparklines');
await mkdir(outDir, { recursive: true });

const rows = await Promise.all(Object.entries(METRICS).map(async ([name, values]) => {
  const file = `${name}.svg`;
  await writeFile(path.join(outDir, file), sparkline(values, colorFor[name] ? { stroke: colorFor[name] } : {}));
  const { delta, arrow } = trend(values);
  return `<tr><td>${name}</td><td><img src="${file}" alt="${name}"></td><td>${values.at(-1)}</td><td>${arrow} ${delta}</td></tr>`;
}));

const index = `<!doctype html><meta charset="utf-8"><title>Dashboard</title>
<table><tr><th>metric</th><th>last 12h</th><th>now</th><th>trend</th></tr>
${rows.join('\n')}
</table>`;
await writeFile(path.join(outDir, 'index.html'), index);
console.log(`wrote ${rows.length} sparklines + index.html to ${path.relative(process.cwd(), outDir)}`);
