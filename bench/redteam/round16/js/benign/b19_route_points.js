const fs = require('fs');
const path = require('path');

class Point {
  constructor(label, x, y) {
    this.label = label;
    this.x = x;
    this.y = y;
  }

  dist(other) {
    return Math.hypot(this.x - other.x, this.y - other.y);
  }
}

const points = [
  ['depot', 0, 0],
  ['a', 3, 4],
  ['b', -2, 1.5],
  ['c', 6.5, -1],
  ['d', 1, 7],
].map((args) => new Point(...args));

function nearestNeighbourRoute([start, ...rest]) {
  const route = [start];
  const remaining = [...rest];
  while (remaining.length) {
    const last = route[route.length - 1];
    let bestIdx = 0;
    remaining.forEach((p, i) => {
      if (last.dist(p) < last.dist(remaining[bestIdx])) bestIdx = i;
    });
    route.push(...remaining.splice(bestIdx, 1));
  }
  return route;
}

const route = nearestNeighbourRoute(points);
const legs = route.slice(1).map((p, i) => ({ from: route[i].label, to: p.label, d: +route[i].dist(p).toFixed(3) }));
const total = legs.reduce((a, l) => a + l.d, 0);

fs.mkdirSync('out', { recursive: true });
fs.writeFileSync(path.join('out', 'route.json'), JSON.stringify({ order: route.map((p) => p.label), legs, total }, null, 1));
console.log(route.map((p) => p.label).join(' -> '), `(${total.toFixed(2)})`);
