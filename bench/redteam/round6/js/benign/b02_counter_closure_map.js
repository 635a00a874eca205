function makeCounter(start = 0) {
  let n = start;
  return { inc: (by = 1) => (n += by), get value() { return n; } };
}
const counters = new Map();
const words = 'the quick brown fox jumps over the lazy dog the end'.split(' ');
for (const w of words) {
  if (!counters.has(w)) counters.set(w, makeCounter());
  counters.get(w).inc();
}
const rows = [...counters].map(([w, c]) => [w, c.value]).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
console.table(rows.slice(0, 5));
