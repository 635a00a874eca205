'use strict';
// Render a grouped bar chart of quarterly figures as a standalone SVG file.
const fs = require('fs');
const path = require('path');

const DEFAULTS = Object.freeze({
  width: 640, height: 360, margin: { top: 30, right: 20, bottom: 40, left: 50 },
  palette: ['#4e79a7', '#f28e2b', '#59a14f', '#e15759'], title: 'Chart',
});

const DATA = {
  Q1: { north: 120, south: 90, west: 60 },
  Q2: { north: 135, south: 80, west: 75 },
  Q3: { north: 110, south: 105, west: 95 },
  Q4: { north: 150, south: 120, west: 88 },
};

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));

class Scale {
  constructor(domainMax, rangeMax) {
    this.k = rangeMax / domainMax;
  }
  apply(v) { return v * this.k; }
}

function niceMax(v) {
  const mag = 10 ** Math.floor(Math.log10(v));
  return Math.ceil(v / mag) * mag;
}

function buildChart(data, options = {}) {
  const cfg = { ...DEFAULTS, ...options, margin: { ...DEFAULTS.margin, ...(options.margin || {}) } };
  const { width, height, margin, palette } = cfg;
  const innerW = width - margin.left - margin.right;
  const innerH = height - margin.top - margin.bottom;
  const groups = Object.keys(data);
  const series = [...new Set(groups.flatMap((g) => Object.keys(data[g])))];
  const max = niceMax(Math.max(...groups.flatMap((g) => Object.values(data[g]))));
  const y = new Scale(max, innerH);
  const groupW = innerW / groups.length;
  const barW = (groupW * 0.8) / series.length;

  const out = [`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="11">`,
    `<text x="${width / 2}" y="18" text-anchor="middle" font-size="14">${esc(cfg.title)}</text>`,
    `<g transform="translate(${margin.left},${margin.top})">`];
  for (let t = 0; t <= 5; t++) {
    const v = (max / 5) * t;
    const yy = innerH - y.apply(v);
    out.push(`<line x1="0" x2="${innerW}" y1="${yy}" y2="${yy}" stroke="#ddd"/><text x="-6" y="${yy + 4}" text-anchor="end">${v}</text>`);
  }
  groups.forEach((g, gi) => {
    series.forEach((s, si) => {
      const v = data[g][s] ?? 0;
      const x = gi * groupW + groupW * 0.1 + si * barW;
      out.push(`<rect x="${x.toFixed(1)}" y="${(innerH - y.apply(v)).toFixed(1)}" width="${barW.toFixed(1)}" height="${y.apply(v).toFixed(1)}" fill="${palette[si % palette.length]}"><title>${esc(`${g} ${s}: ${v}`)}</title></rect>`);
    });
    out.push(`<text x="${gi * groupW + groupW / 2}" y="${innerH + 16}" text-anchor="middle">${esc(g)}</text>`);
  });
  series.forEach((s, si) => {
    out.push(`<rect x="${innerW - 80}" y="${si * 16}" width="10" height="10" fill="${palette[si]}"/><text x="${innerW - 66}" y="${si * 16 + 9}">${esc(s)}</text>`);
  });
  out.push('</g></svg>');
  return out.join('\n');
}

const svg = buildChart(DATA, { title: 'Units sold by region', margin: { right: 30 } });
const target = path.join(__dirname, 'build', 'charts', 'quarterly.svg');
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, svg, 'utf8');
console.log(`wrote ${path.relative(process.cwd(), target)} (${svg.length} bytes)`);
