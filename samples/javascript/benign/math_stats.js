// expect-decision: allow
const xs = [2.5, 3.1, 4.7, 3.3, 2.9];
const mean = xs.reduce((a, b) => a + b) / xs.length;
const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / (xs.length - 1));
console.log(mean.toFixed(2), sd.toFixed(2));
