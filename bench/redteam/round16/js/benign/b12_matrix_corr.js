const fs = require('fs');
const path = require('path');

function mulberry32(a) {
  return () => {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = mulberry32(7);
const features = ['age', 'income', 'score', 'visits'];
const rows = Array.from({ length: 200 }, () => {
  const base = rand() - 0.5;
  return [base * 2 + rand(), -base + rand() * 3, rand(), base + rand() * 0.5];
});

const column = (j) => rows.map((r) => r[j]);
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
function pearson(xs, ys) {
  const mx = mean(xs), my = mean(ys);
  let num = 0, dx = 0, dy = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i] - my);
    dx += (x - mx) ** 2;
    dy += (ys[i] - my) ** 2;
  });
  return num / Math.sqrt(dx * dy);
}

const corr = features.map((_, i) => features.map((__, j) => pearson(column(i), column(j))));
const strong = [];
for (let i = 0; i < features.length; i++)
  for (let j = i + 1; j < features.length; j++)
    if (Math.abs(corr[i][j]) > 0.3) strong.push({ a: features[i], b: features[j], r: +corr[i][j].toFixed(3) });

const dir = 'results';
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, 'corr.csv'), [',' + features.join(','), ...corr.map((r, i) => [features[i], ...r.map((v) => v.toFixed(4))].join(','))].join('\n'));
fs.writeFileSync(path.join(dir, 'strong.json'), JSON.stringify(strong, null, 2));
console.log(`${strong.length} strong pairs`);
