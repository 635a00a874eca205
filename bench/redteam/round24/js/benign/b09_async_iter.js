// Async generators: paginate a fake in-memory API, batch results and compute running stats.
'use strict';
const fs = require('fs');
const path = require('path');

const DB = Array.from({ length: 53 }, (_, i) => ({ id: i + 1, score: ((i * 37) % 100) / 10 }));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function fetchPage(page, size) {
  await sleep(2);
  const items = DB.slice(page * size, page * size + size);
  return { items, next: (page + 1) * size < DB.length ? page + 1 : null };
}

async function* paginate(size) {
  let page = 0;
  while (page !== null) {
    const res = await fetchPage(page, size);
    yield* res.items;
    page = res.next;
  }
}

async function* batch(source, n) {
  let buf = [];
  for await (const x of source) {
    buf.push(x);
    if (buf.length === n) { yield buf; buf = []; }
  }
  if (buf.length) yield buf;
}

function* runningMean() {
  let total = 0, count = 0;
  while (true) {
    const v = yield count ? total / count : 0;
    total += v;
    count += 1;
  }
}

async function main() {
  const mean = runningMean();
  mean.next();
  const batches = [];
  for await (const b of batch(paginate(10), 8)) {
    let m = 0;
    for (const item of b) m = mean.next(item.score).value;
    batches.push({ ids: [b[0].id, b[b.length - 1].id], runningMean: Number(m.toFixed(3)) });
  }
  fs.writeFileSync(path.join(process.cwd(), 'batches.json'), JSON.stringify(batches, null, 2));
  console.log(batches.length, 'batches; final mean', batches.at(-1).runningMean);
}

main();
