// expect-decision: allow
const seen = new Set();
const counts = new Map();
for (const w of 'a b a c b a'.split(' ')) {
  seen.add(w);
  counts.set(w, (counts.get(w) ?? 0) + 1);
}
console.log([...seen], Object.fromEntries(counts));
