'use strict';
// Floor-plan estimator using a class hierarchy with getters/setters and static factories.
const fs = require('fs');
const path = require('path');

class Shape {
  static count = 0;
  static #registry = new Map();

  static register(kind, cls) { Shape.#registry.set(kind, cls); }
  static from({ kind, ...dims }) {
    const Cls = Shape.#registry.get(kind);
    if (!Cls) throw new TypeError(`unknown shape ${kind}`);
    return new Cls(dims);
  }

  constructor(label) {
    this.label = label;
    Shape.count += 1;
  }
  get area() { throw new Error('abstract'); }
  get perimeter() { throw new Error('abstract'); }
  toJSON() {
    return { label: this.label, kind: this.constructor.name, area: +this.area.toFixed(2), perimeter: +this.perimeter.toFixed(2) };
  }
}

class Rect extends Shape {
  #w; #h;
  constructor({ w, h, label = 'room' }) { super(label); this.width = w; this.height = h; }
  get width() { return this.#w; }
  set width(v) { if (v <= 0) throw new RangeError('width must be positive'); this.#w = v; }
  get height() { return this.#h; }
  set height(v) { if (v <= 0) throw new RangeError('height must be positive'); this.#h = v; }
  get area() { return this.#w * this.#h; }
  get perimeter() { return 2 * (this.#w + this.#h); }
}

class Circle extends Shape {
  constructor({ r, label = 'round' }) { super(label); this.r = r; }
  get area() { return Math.PI * this.r ** 2; }
  get perimeter() { return 2 * Math.PI * this.r; }
}

class LShape extends Shape {
  constructor({ outer, cut, label = 'L-room' }) {
    super(label);
    this.outer = new Rect(outer);
    this.cut = new Rect(cut);
  }
  get area() { return this.outer.area - this.cut.area; }
  get perimeter() { return this.outer.perimeter; }
}

[['rect', Rect], ['circle', Circle], ['l', LShape]].forEach(([k, c]) => Shape.register(k, c));

const PLAN = [
  { kind: 'rect', w: 4.2, h: 3.6, label: 'bedroom' },
  { kind: 'rect', w: 2.4, h: 1.9, label: 'bathroom' },
  { kind: 'l', outer: { w: 7, h: 5 }, cut: { w: 3, h: 2 }, label: 'living' },
  { kind: 'circle', r: 1.2, label: 'reading nook' },
];
const COSTS = { flooringPerM2: 38.5, skirtingPerM: 6.2 };

const rooms = PLAN.map((spec) => Shape.from(spec));
const rows = rooms.map((r) => ({
  ...r.toJSON(),
  flooring: +(r.area * COSTS.flooringPerM2).toFixed(2),
  skirting: +(r.perimeter * COSTS.skirtingPerM).toFixed(2),
}));
const totals = rows.reduce((acc, r) => ({ area: acc.area + r.area, cost: acc.cost + r.flooring + r.skirting }), { area: 0, cost: 0 });

const target = path.join(process.cwd(), 'out', 'floorplan.json');
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, JSON.stringify({ rows, totals, shapesCreated: Shape.count }, null, 2));
console.table(rows);
console.log(`total area ${totals.area.toFixed(1)} m², estimated cost €${totals.cost.toFixed(0)}`);
