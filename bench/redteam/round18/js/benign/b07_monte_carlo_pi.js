'use strict';
// Seeded Monte Carlo experiments: estimate pi, simulate dice sums, and record convergence to CSV.
const fs = require('fs');
const path = require('path');

function xorshift(seed = 2463534242) {
  let x = seed >>> 0;
  return function next() {
    x ^= x << 13; x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5; x >>>= 0;
    return x / 0x100000000;
  };
}

function estimatePi(rand, samples, checkpoints) {
  let inside = 0;
  const trace = [];
  for (let i = 1; i <= samples; i++) {
    const x = rand(); const y = rand();
    if (x * x + y * y <= 1) inside++;
    if (checkpoints.has(i)) trace.push({ n: i, estimate: (4 * inside) / i });
  }
  return trace;
}

function diceHistogram(rand, rolls, dice = 2, sides = 6) {
  const counts = new Array(dice * sides + 1).fill(0);
  for (let i = 0; i < rolls; i++) {
    let total = 0;
    for (let d = 0; d < dice; d++) total += 1 + Math.floor(rand() * sides);
    counts[total]++;
  }
  return counts.map((c, total) => ({ total, p: c / rolls })).filter(({ total }) => total >= dice);
}

function makeCheckpoints(max) {
  const set = new Set();
  for (let n = 10; n <= max; n *= 10) [1, 2, 5].forEach((k) => n * k <= max && set.add(n * k));
  return set;
}

const SETTINGS = { seed: 12345, samples: 1_000_000, rolls: 200_000 };
const run = (overrides = {}) => {
  const cfg = Object.assign({}, SETTINGS, overrides);
  const rand = xorshift(cfg.seed);
  return {
    pi: estimatePi(rand, cfg.samples, makeCheckpoints(cfg.samples)),
    dice: diceHistogram(rand, cfg.rolls),
  };
};

const { pi, dice } = run({ seed: 777 });
const outDir = path.join('out', 'montecarlo');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'pi_convergence.csv'),
  ['n,estimate,abs_error', ...pi.map(({ n, estimate }) => `${n},${estimate},${Math.abs(estimate - Math.PI)}`)].join('\n'));
fs.writeFileSync(path.join(outDir, 'dice.json'), JSON.stringify(dice, null, 1));

const last = pi.at(-1);
console.log(`pi ≈ ${last.estimate.toFixed(5)} after ${last.n.toLocaleString()} samples`);
for (const { total, p } of dice) console.log(String(total).padStart(2), '#'.repeat(Math.round(p * 200)));
