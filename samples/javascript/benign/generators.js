// expect-decision: allow
function* range(n) { for (let i = 0; i < n; i++) yield i; }
function* squares(xs) { for (const x of xs) yield x * x; }
console.log([...squares(range(6))]);
