// Higher-order helpers: memoize with Map, partial application via bind, compose, debounce-like batching
'use strict';
const fs = require('fs');

const calls = { fib: 0 };

function memoize(fn, keyFn = (...args) => JSON.stringify(args)) {
  const cache = new Map();
  const wrapped = function (...args) {
    const key = keyFn(...args);
    if (!cache.has(key)) cache.set(key, fn.apply(this, args));
    return cache.get(key);
  };
  wrapped.cache = cache;
  return wrapped;
}

const compose = (...fns) => (x) => fns.reduceRight((acc, f) => f(acc), x);
const partial = (fn, ...preset) => (...rest) => fn(...preset, ...rest);

const fib = memoize((n) => {
  calls.fib++;
  return n < 2 ? n : fib(n - 1) + fib(n - 2);
});

function price(currency, taxRate, amount) {
  return `${(amount * (1 + taxRate)).toFixed(2)} ${currency}`;
}

function logged(name, fn) {
  const trace = [];
  const wrapper = (...args) => {
    const result = fn(...args);
    trace.push({ name, args, result });
    return result;
  };
  wrapper.trace = trace;
  return wrapper;
}

function main() {
  const f40 = fib(40);
  const euro = price.bind(null, 'EUR', 0.21);
  const usd = partial(price, 'USD', 0);
  const slugPrice = compose((s) => s.replace(/\s+/g, '_'), (s) => s.toLowerCase(), euro);
  const square = logged('square', (x) => x * x);
  [2, 3, 4].forEach((x) => square(x));
  const out = {
    f40,
    fibCalls: calls.fib,
    cacheSize: fib.cache.size,
    prices: [euro(10), usd(10), slugPrice(99.5)],
    trace: square.trace,
  };
  fs.writeFileSync('helpers-output.json', JSON.stringify(out, null, 2));
  console.log(out.prices, `fib calls: ${calls.fib}`);
}

main();
