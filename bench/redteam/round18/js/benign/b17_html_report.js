'use strict';
// Build an HTML survey report with an escaping tagged template and inline SVG pie slices.
const fs = require('fs');
const path = require('path');

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
class SafeHtml { constructor(s) { this.value = s; } toString() { return this.value; } }

function html(strings, ...values) {
  const render = (v) => {
    if (v instanceof SafeHtml) return v.value;
    if (Array.isArray(v)) return v.map(render).join('');
    return String(v ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
  };
  return new SafeHtml(strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ''), ''));
}

const SURVEY = {
  title: 'Team tooling survey <2024>',
  question: 'Which editor do you use most?',
  answers: { 'VS Code': 41, 'JetBrains IDEs': 23, 'Vim / Neovim': 14, 'Emacs': 5, 'Other "misc"': 4 },
  comments: ['Love the <script> snippets plugin', 'Need better remote dev', 'Vim forever & ever'],
};
const COLORS = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f'];

function pie(data, r = 80) {
  const total = Object.values(data).reduce((a, b) => a + b, 0);
  let angle = -Math.PI / 2;
  const slices = Object.entries(data).map(([label, n], i) => {
    const sweep = (n / total) * 2 * Math.PI;
    const [x1, y1] = [r + r * Math.cos(angle), r + r * Math.sin(angle)];
    angle += sweep;
    const [x2, y2] = [r + r * Math.cos(angle), r + r * Math.sin(angle)];
    const d = `M${r},${r} L${x1.toFixed(2)},${y1.toFixed(2)} A${r},${r} 0 ${sweep > Math.PI ? 1 : 0} 1 ${x2.toFixed(2)},${y2.toFixed(2)} Z`;
    return html`<path d="${d}" fill="${COLORS[i % COLORS.length]}"><title>${label}: ${n}</title></path>`;
  });
  return html`<svg xmlns="http://www.w3.org/2000/svg" width="${2 * r}" height="${2 * r}">${slices}</svg>`;
}

function table(data) {
  const total = Object.values(data).reduce((a, b) => a + b, 0);
  const rows = Object.entries(data)
    .sort(([, a], [, b]) => b - a)
    .map(([label, n]) => html`<tr><td>${label}</td><td>${n}</td><td>${((n / total) * 100).toFixed(1)}%</td></tr>`);
  return html`<table><tr><th>Answer</th><th>n</th><th>share</th></tr>${rows}</table>`;
}

const page = html`<!doctype html><html><head><meta charset="utf-8"><title>${SURVEY.title}</title></head>
<body><h1>${SURVEY.title}</h1><h2>${SURVEY.question}</h2>
${pie(SURVEY.answers)}
${table(SURVEY.answers)}
<h3>Comments</h3><ul>${SURVEY.comments.map((c) => html`<li>${c}</li>`)}</ul>
</body></html>`;

const outFile = path.join(process.cwd(), 'reports', 'survey.html');
fs.mkdirSync(path.dirname(outFile), { recursive: true });
fs.writeFileSync(outFile, String(page));
console.log(`wrote ${path.relative(process.cwd(), outFile)}: ${String(page).length} chars`);
