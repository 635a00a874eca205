// Priority-queue task scheduler with setImmediate; URL/path parsing of literal strings (no network)
'use strict';
const fs = require('fs');
const path = require('path');

class MinHeap {
  constructor(cmp) { this.a = []; this.cmp = cmp; }
  get size() { return this.a.length; }
  push(x) {
    const a = this.a; a.push(x);
    let i = a.length - 1;
    while (i > 0) { const p = (i - 1) >> 1; if (this.cmp(a[i], a[p]) >= 0) break; [a[i], a[p]] = [a[p], a[i]]; i = p; }
  }
  pop() {
    const a = this.a; const top = a[0]; const last = a.pop();
    if (a.length) {
      a[0] = last; let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1; let m = i;
        if (l < a.length && this.cmp(a[l], a[m]) < 0) m = l;
        if (r < a.length && this.cmp(a[r], a[m]) < 0) m = r;
        if (m === i) break; [a[i], a[m]] = [a[m], a[i]]; i = m;
      }
    }
    return top;
  }
}

const LINKS = [
  'https://example.com/docs/guide?page=2#install',
  'http://203.0.113.10:8080/api/v1/items?limit=50',
  'file:///srv/data/report.csv',
];

function describeUrl(s) {
  const u = new URL(s);
  return { protocol: u.protocol, host: u.hostname, port: u.port || null, path: u.pathname, params: Object.fromEntries(u.searchParams), ext: path.extname(u.pathname) || null };
}

function runTasks(tasks) {
  const heap = new MinHeap((x, y) => x.priority - y.priority || x.seq - y.seq);
  tasks.forEach((t, seq) => heap.push({ ...t, seq }));
  const order = [];
  return new Promise((resolve) => {
    const tick = () => {
      if (!heap.size) return resolve(order);
      const t = heap.pop();
      order.push({ name: t.name, priority: t.priority, result: t.fn() });
      setImmediate(tick);
    };
    setImmediate(tick);
  });
}

async function main() {
  const parsed = LINKS.map(describeUrl); // parsing only; nothing is fetched
  const order = await runTasks([
    { name: 'index', priority: 2, fn: () => parsed.length },
    { name: 'hosts', priority: 1, fn: () => [...new Set(parsed.map((p) => p.host))] },
    { name: 'exts', priority: 3, fn: () => parsed.map((p) => p.ext) },
  ]);
  fs.writeFileSync(path.join(__dirname, 'schedule.json'), JSON.stringify({ parsed, order }, null, 2));
  console.log(order.map((o) => o.name).join(' -> '));
}

main();
