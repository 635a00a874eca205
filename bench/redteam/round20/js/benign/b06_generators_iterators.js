// Generators, custom iterables and lazy pipelines producing a Fibonacci/prime report
'use strict';
const fs = require('fs');
const path = require('path');

function* naturals(start = 1) {
  for (let n = start; ; n++) yield n;
}

function* take(iter, n) {
  let i = 0;
  for (const x of iter) {
    if (i++ >= n) return;
    yield x;
  }
}

function* filter(iter, pred) {
  for (const x of iter) if (pred(x)) yield x;
}

function* map(iter, fn) {
  for (const x of iter) yield fn(x);
}

function isPrime(n) {
  if (n < 2) return false;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) return false;
  return true;
}

class Fibonacci {
  constructor(limit) { this.limit = limit; }
  *[Symbol.iterator]() {
    let [a, b] = [0, 1];
    while (a <= this.limit) {
      yield a;
      [a, b] = [b, a + b];
    }
  }
}

function* chunk(iter, size) {
  let buf = [];
  for (const x of iter) {
    buf.push(x);
    if (buf.length === size) { yield buf; buf = []; }
  }
  if (buf.length) yield buf;
}

function main() {
  const primes = [...take(filter(naturals(), isPrime), 25)];
  const fibs = [...new Fibonacci(10_000)];
  const primeFibs = fibs.filter(isPrime);
  const squares = [...take(map(naturals(), (n) => n * n), 10)];
  const rows = [...chunk(primes, 5)].map((c) => c.join('\t'));
  const dest = path.join(process.cwd(), 'sequences.txt');
  fs.writeFileSync(dest, ['# primes', ...rows, '# prime fibonacci', primeFibs.join(' '), '# squares', squares.join(' ')].join('\n') + '\n');
  console.log(`wrote ${rows.length} prime rows; prime fibs: ${primeFibs.join(',')}`);
}

main();
