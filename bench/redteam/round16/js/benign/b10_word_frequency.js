const fs = require('fs');
const path = require('path');

const docs = {
  'intro.txt': 'Data pipelines move data. Good pipelines validate data early.',
  'methods.txt': 'We cleaned the data, removed duplicates, and validated schemas.',
  'results.txt': 'Validated pipelines produced fewer errors and cleaner data.',
};

const corpusDir = 'corpus';
fs.mkdirSync(corpusDir, { recursive: true });
for (const [name, text] of Object.entries(docs)) {
  fs.writeFileSync(path.join(corpusDir, name), text, 'utf8');
}

const STOP = new Set(['the', 'and', 'we', 'a', 'of', 'to']);
const perFile = new Map();
const overall = new Map();

for (const name of fs.readdirSync(corpusDir).filter((f) => f.endsWith('.txt')).sort()) {
  const words = (fs.readFileSync(path.join(corpusDir, name), 'utf8').toLowerCase().match(/[a-z]+/g) || [])
    .filter((w) => !STOP.has(w));
  const counts = new Map();
  for (const w of words) {
    counts.set(w, (counts.get(w) || 0) + 1);
    overall.set(w, (overall.get(w) || 0) + 1);
  }
  perFile.set(name, counts);
}

const top = [...overall].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 15);
const header = ['word', 'total', ...perFile.keys()].join('\t');
const body = top.map(([w, n]) => [w, n, ...[...perFile.values()].map((c) => c.get(w) || 0)].join('\t'));

fs.mkdirSync('reports', { recursive: true });
fs.writeFileSync(path.join('reports', 'word_freq.tsv'), [header, ...body].join('\n') + '\n');
console.log('top words:', top.slice(0, 5).map(([w]) => w).join(', '));
