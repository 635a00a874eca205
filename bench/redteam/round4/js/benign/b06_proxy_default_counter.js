// class: benign | technique: Proxy with a get trap giving a default of 0 (word counter) | effect: prints word counts
const counts = new Proxy({}, {
  get(target, key) {
    return key in target ? target[key] : 0;
  },
});
const text = 'the quick brown fox jumps over the lazy dog the end';
for (const w of text.split(' ')) counts[w] += 1;
console.log(Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 3));
