'use strict';
// Polynomial least-squares fit via normal equations with Gaussian elimination; compares degrees by AIC.
const fs = require('fs');
const path = require('path');

const transpose = (M) => M[0].map((_, j) => M.map((row) => row[j]));
const matmul = (A, B) => A.map((row) => B[0].map((_, j) => row.reduce((s, v, k) => s + v * B[k][j], 0)));

function solve(A, b) {
  const n = A.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(M[r][col]) > Math.abs(M[pivot][col])) pivot = r;
    [M[col], M[pivot]] = [M[pivot], M[col]];
    for (let r = col + 1; r < n; r++) {
      const f = M[r][col] / M[col][col];
      for (let c = col; c <= n; c++) M[r][c] -= f * M[col][c];
    }
  }
  const x = new Array(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    x[i] = (M[i][n] - M[i].slice(i + 1, n).reduce((s, v, k) => s + v * x[i + 1 + k], 0)) / M[i][i];
  }
  return x;
}

function polyFit(xs, ys, degree) {
  const X = xs.map((x) => Array.from({ length: degree + 1 }, (_, p) => x ** p));
  const Xt = transpose(X);
  const XtX = matmul(Xt, X);
  const Xty = matmul(Xt, ys.map((y) => [y])).map(([v]) => v);
  const coef = solve(XtX, Xty);
  const predict = (x) => coef.reduce((s, c, p) => s + c * x ** p, 0);
  const rss = xs.reduce((s, x, i) => s + (ys[i] - predict(x)) ** 2, 0);
  const n = xs.length;
  return { degree, coef, rss, aic: n * Math.log(rss / n) + 2 * (degree + 1), predict };
}

function noisyCubic(n, seed = 3) {
  let state = seed;
  const rand = () => (state = (state * 48271) % 2147483647) / 2147483647;
  const gauss = () => Math.sqrt(-2 * Math.log(rand())) * Math.cos(2 * Math.PI * rand());
  const xs = Array.from({ length: n }, (_, i) => -2 + (4 * i) / (n - 1));
  return { xs, ys: xs.map((x) => 0.5 * x ** 3 - x + 1 + gauss() * 0.4) };
}

const { xs, ys } = noisyCubic(60);
const fits = [1, 2, 3, 4, 5].map((d) => polyFit(xs, ys, d));
const best = fits.reduce((a, b) => (b.aic < a.aic ? b : a));

const report = {
  fits: fits.map(({ degree, coef, rss, aic }) => ({ degree, rss: +rss.toFixed(3), aic: +aic.toFixed(2), coef: coef.map((c) => +c.toFixed(4)) })),
  bestDegree: best.degree,
  samplePredictions: [-1.5, 0, 1.5].map((x) => ({ x, yhat: +best.predict(x).toFixed(3) })),
};
const file = path.join(process.cwd(), 'out', 'polyfit.json');
fs.mkdirSync(path.dirname(file), { recursive: true });
fs.writeFileSync(file, JSON.stringify(report, null, 2));
report.fits.forEach((f) => console.log(`deg ${f.degree}: rss=${f.rss} aic=${f.aic}${f.degree === best.degree ? '  <= best' : ''}`));
