'use strict';
// Shortest routes between warehouses with Dijkstra, plus BFS hop counts and a JSON route table.
const fs = require('fs');
const path = require('path');

const EDGES = [
  ['Berlin', 'Hamburg', 289], ['Berlin', 'Leipzig', 190], ['Berlin', 'Dresden', 193],
  ['Hamburg', 'Bremen', 125], ['Bremen', 'Cologne', 315], ['Leipzig', 'Nuremberg', 280],
  ['Dresden', 'Leipzig', 115], ['Nuremberg', 'Munich', 170], ['Cologne', 'Frankfurt', 190],
  ['Frankfurt', 'Nuremberg', 225], ['Frankfurt', 'Stuttgart', 205], ['Stuttgart', 'Munich', 230],
];

function buildGraph(edges) {
  const g = new Map();
  for (const [a, b, w] of edges) {
    if (!g.has(a)) g.set(a, new Map());
    if (!g.has(b)) g.set(b, new Map());
    g.get(a).set(b, w);
    g.get(b).set(a, w);
  }
  return g;
}

class MinHeap {
  constructor() { this.items = []; }
  get size() { return this.items.length; }
  push(item) {
    const a = this.items; a.push(item);
    for (let i = a.length - 1, p; i > 0 && a[(p = (i - 1) >> 1)][0] > a[i][0]; i = p) [a[i], a[p]] = [a[p], a[i]];
  }
  pop() {
    const a = this.items; const top = a[0]; const last = a.pop();
    if (a.length) {
      a[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1; const r = l + 1; let m = i;
        if (l < a.length && a[l][0] < a[m][0]) m = l;
        if (r < a.length && a[r][0] < a[m][0]) m = r;
        if (m === i) break;
        [a[i], a[m]] = [a[m], a[i]]; i = m;
      }
    }
    return top;
  }
}

function dijkstra(graph, source) {
  const dist = new Map([[source, 0]]);
  const prev = new Map();
  const heap = new MinHeap();
  heap.push([0, source]);
  while (heap.size) {
    const [d, node] = heap.pop();
    if (d > (dist.get(node) ?? Infinity)) continue;
    for (const [next, w] of graph.get(node)) {
      const nd = d + w;
      if (nd < (dist.get(next) ?? Infinity)) { dist.set(next, nd); prev.set(next, node); heap.push([nd, next]); }
    }
  }
  return { dist, prev };
}

function pathTo(prev, target) {
  const route = [target];
  while (prev.has(route[0])) route.unshift(prev.get(route[0]));
  return route;
}

function hops(graph, source) {
  const seen = new Map([[source, 0]]);
  const queue = [source];
  while (queue.length) {
    const node = queue.shift();
    for (const next of graph.get(node).keys()) if (!seen.has(next)) { seen.set(next, seen.get(node) + 1); queue.push(next); }
  }
  return seen;
}

const graph = buildGraph(EDGES);
const hubs = ['Berlin', 'Munich'];
const table = Object.fromEntries(hubs.map((hub) => {
  const { dist, prev } = dijkstra(graph, hub);
  const h = hops(graph, hub);
  return [hub, Object.fromEntries([...dist].sort(([, a], [, b]) => a - b).map(([city, km]) => [city, { km, hops: h.get(city), via: pathTo(prev, city).join(' → ') }]))];
}));
const out = path.join(process.cwd(), 'out', 'routes.json');
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, JSON.stringify(table, null, 2));
for (const [hub, routes] of Object.entries(table)) {
  console.log(`From ${hub}:`);
  for (const [city, r] of Object.entries(routes)) console.log(`  ${city.padEnd(10)} ${String(r.km).padStart(4)} km  ${r.via}`);
}
