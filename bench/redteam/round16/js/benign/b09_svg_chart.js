const fs = require('fs');
const path = require('path');

const series = [
  { label: 'Mon', value: 12 },
  { label: 'Tue', value: 19 },
  { label: 'Wed', value: 7 },
  { label: 'Thu', value: 23 },
  { label: 'Fri', value: 16 },
];

function barChart(data, { width = 400, height = 200, pad = 24, color = '#4682b4' } = {}) {
  const max = Math.max(...data.map((d) => d.value));
  const bw = (width - pad * 2) / data.length;
  const bars = data.map((d, i) => {
    const h = ((height - pad * 2) * d.value) / max;
    const x = pad + i * bw;
    const y = height - pad - h;
    return [
      `<rect x="${x + 4}" y="${y}" width="${bw - 8}" height="${h}" fill="${color}"/>`,
      `<text x="${x + bw / 2}" y="${height - 6}" font-size="10" text-anchor="middle">${d.label}</text>`,
      `<text x="${x + bw / 2}" y="${y - 3}" font-size="9" text-anchor="middle">${d.value}</text>`,
    ].join('');
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${bars.join('')}</svg>`;
}

const plotsDir = path.join('results', 'plots');
fs.mkdirSync(plotsDir, { recursive: true });
fs.writeFileSync(path.join(plotsDir, 'weekly.svg'), barChart(series));
fs.writeFileSync(path.join(plotsDir, 'weekly_red.svg'), barChart(series, { color: '#b22222', width: 300 }));

const total = series.reduce((a, d) => a + d.value, 0);
console.log(`plotted ${series.length} bars, total ${total}`);
