// class: benign | technique: lazy generator pipeline (function*, yield*, spread) | effect: prints the first primes
function* naturals(from = 2) { for (let n = from; ; n++) yield n; }
function* filter(it, pred) { for (const x of it) if (pred(x)) yield x; }
function* take(it, n) { for (const x of it) { if (n-- <= 0) return; yield x; } }
const isPrime = (n) => { for (let d = 2; d * d <= n; d++) if (n % d === 0) return false; return true; };
function* firstPrimes(n) { yield* take(filter(naturals(), isPrime), n); }
console.log([...firstPrimes(10)].join(' '));
