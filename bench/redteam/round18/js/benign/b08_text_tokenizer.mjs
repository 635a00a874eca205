// Tokenize a small document set, build TF-IDF vectors and report the most similar document pairs.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const DOCS = {
  'release-notes': 'Faster startup, improved search ranking and a new dark theme for the editor.',
  'bug-report': 'Search crashes when the query contains emoji. Startup also seems slower on Windows.',
  'roadmap': 'Next quarter: plugin API, better search, collaborative editing, theme marketplace.',
  'faq': 'How do I change the theme? Open settings, choose appearance, then pick dark or light.',
};
const STOP = new Set(['the', 'a', 'and', 'for', 'on', 'when', 'do', 'i', 'then', 'or', 'also', 'how', 'new', 'next']);

const tokenize = (text) => text.toLowerCase().match(/[a-z]+/g)?.filter((w) => !STOP.has(w) && w.length > 2) ?? [];

function termFreq(tokens) {
  const tf = {};
  for (const t of tokens) tf[t] = (tf[t] ?? 0) + 1;
  return tf;
}

function idf(docsTokens) {
  const df = new Map();
  for (const tokens of docsTokens) for (const t of new Set(tokens)) df.set(t, (df.get(t) ?? 0) + 1);
  const n = docsTokens.length;
  return new Map([...df].map(([t, d]) => [t, Math.log((1 + n) / (1 + d)) + 1]));
}

function vectorize(tf, weights) {
  const vec = {};
  for (const [t, f] of Object.entries(tf)) vec[t] = f * (weights.get(t) ?? 0);
  const norm = Math.hypot(...Object.values(vec)) || 1;
  return Object.fromEntries(Object.entries(vec).map(([t, v]) => [t, v / norm]));
}

const cosine = (a, b) => Object.keys(a).reduce((s, t) => s + a[t] * (b[t] ?? 0), 0);

const names = Object.keys(DOCS);
const tokens = names.map((n) => tokenize(DOCS[n]));
const weights = idf(tokens);
const vectors = Object.fromEntries(names.map((n, i) => [n, vectorize(termFreq(tokens[i]), weights)]));

const pairs = [];
names.forEach((a, i) => names.slice(i + 1).forEach((b) => pairs.push({ a, b, sim: +cosine(vectors[a], vectors[b]).toFixed(3) })));
pairs.sort((x, y) => y.sim - x.sim);

const keywords = Object.fromEntries(Object.entries(vectors).map(([n, v]) => [
  n, Object.entries(v).sort(([, x], [, y]) => y - x).slice(0, 3).map(([t]) => t),
]));

const cache = {};
cache.vocabulary ??= [...weights.keys()].sort();
const outDir = join(process.cwd(), 'out', 'tfidf');
await mkdir(outDir, { recursive: true });
await writeFile(join(outDir, 'similarity.json'), JSON.stringify({ pairs, keywords, vocabulary: cache.vocabulary }, null, 2));
console.log(pairs.slice(0, 3));
console.log(keywords);
