// Seeded Monte Carlo: estimate pi and simulate a dice game; histogram written as JSON/CSV under cwd
'use strict';
const fs = require('fs');
const path = require('path');

function mulberry32(seed) {
  let a = seed >>> 0;
  return function rand() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function estimatePi(rand, n) {
  let inside = 0;
  for (let i = 0; i < n; i++) {
    const x = rand();
    const y = rand();
    if (x * x + y * y <= 1) inside++;
  }
  return (4 * inside) / n;
}

function diceGame(rand, rounds) {
  const roll = () => 1 + Math.floor(rand() * 6);
  const totals = new Array(13).fill(0);
  let wins = 0;
  for (let i = 0; i < rounds; i++) {
    const s = roll() + roll();
    totals[s]++;
    if (s === 7 || s === 11) wins++;
  }
  return { winRate: wins / rounds, totals: totals.slice(2) };
}

function confidence(p, n) {
  const se = Math.sqrt((p * (1 - p)) / n);
  return [p - 1.96 * se, p + 1.96 * se].map((v) => +v.toFixed(4));
}

function main() {
  const rand = mulberry32(2024);
  const piRuns = [1e3, 1e4, 1e5].map((n) => ({ n, pi: estimatePi(rand, n) }));
  const game = diceGame(rand, 50_000);
  const result = {
    piRuns: piRuns.map((r) => ({ ...r, err: +Math.abs(r.pi - Math.PI).toFixed(5) })),
    dice: { ...game, ci95: confidence(game.winRate, 50_000), theoretical: 8 / 36 },
  };
  const dir = path.resolve('mc-results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'summary.json'), JSON.stringify(result, null, 2));
  fs.writeFileSync(path.join(dir, 'dice-hist.csv'), 'sum,count\n' + game.totals.map((c, i) => `${i + 2},${c}`).join('\n') + '\n');
  console.log(result.piRuns, result.dice.winRate.toFixed(4));
}

main();
