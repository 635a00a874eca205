// Text normalisation, tokenising, n-gram counts and a slug index written to ./text-out
'use strict';
const fs = require('fs');
const path = require('path');

const DOCS = {
  intro: 'Café culture in Lisbon: pastéis de nata, strong coffee, and long conversations.',
  travel: 'Trains from Lisbon to Porto take about three hours; the coastal views are worth it.',
  food: 'In Porto, try the francesinha. In Lisbon, try the bifana -- and of course more coffee!',
};

const STOP = new Set(['the', 'and', 'in', 'to', 'of', 'a', 'are', 'it', 'from', 'take', 'about', 'more', 'try']);

function normalise(s) {
  return s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

function tokens(s) {
  return (normalise(s).match(/[a-z]+/g) || []).filter((t) => !STOP.has(t));
}

function ngrams(words, n) {
  const out = new Map();
  for (let i = 0; i + n <= words.length; i++) {
    const key = words.slice(i, i + n).join(' ');
    out.set(key, (out.get(key) || 0) + 1);
  }
  return out;
}

function slugify(s) {
  return normalise(s).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40);
}

function tfidf(docs) {
  const tf = Object.fromEntries(Object.entries(docs).map(([k, v]) => [k, ngrams(tokens(v), 1)]));
  const df = new Map();
  for (const m of Object.values(tf)) for (const w of m.keys()) df.set(w, (df.get(w) || 0) + 1);
  const N = Object.keys(docs).length;
  return Object.fromEntries(Object.entries(tf).map(([k, m]) => {
    const scored = [...m].map(([w, c]) => [w, +(c * Math.log(N / df.get(w))).toFixed(3)]);
    return [k, scored.sort((a, b) => b[1] - a[1]).slice(0, 3)];
  }));
}

function main() {
  const all = tokens(Object.values(DOCS).join(' '));
  const freq = [...ngrams(all, 1)].sort((a, b) => b[1] - a[1]).slice(0, 5);
  const bigrams = [...ngrams(all, 2)].filter(([, c]) => c > 1);
  const index = Object.fromEntries(Object.entries(DOCS).map(([k, v]) => [k, slugify(v)]));
  const outDir = path.join(__dirname, 'text-out');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'analysis.json'), JSON.stringify({ freq, bigrams, index, keywords: tfidf(DOCS) }, null, 2));
  console.log(freq);
}

main();
