function memoize(fn) {
  const cache = new Map();
  return function (...args) {
    const key = JSON.stringify(args);
    if (!cache.has(key)) cache.set(key, fn.apply(this, args));
    return cache.get(key);
  };
}
const fib = memoize((n) => (n < 2 ? n : fib(n - 1) + fib(n - 2)));
const obj = { factor: 10, scaled: memoize(function (x) { return x * this.factor; }) };
console.log(fib(40), obj.scaled(4), obj.scaled.call({ factor: 2 }, 4));
