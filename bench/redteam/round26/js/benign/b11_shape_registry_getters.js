// benign: class hierarchy with getters and a static registry populated by its own subclasses; dispatch via computed keys on a literal table
'use strict';

class Shape {
  static registry = new Map();

  static register(cls) {
    Shape.registry.set(cls.kind, cls);
    return cls;
  }

  static create(spec) {
    const Cls = Shape.registry.get(spec.kind);
    if (!Cls) throw new Error(`unknown shape ${spec.kind}`);
    return new Cls(spec);
  }

  get area() {
    return 0;
  }

  get label() {
    return `${this.constructor.kind}(${this.area.toFixed(2)})`;
  }
}

class Circle extends Shape {
  static kind = 'circle';
  constructor({ r }) { super(); this.r = r; }
  get area() { return Math.PI * this.r ** 2; }
}

class Rect extends Shape {
  static kind = 'rect';
  constructor({ w, h }) { super(); this.w = w; this.h = h; }
  get area() { return this.w * this.h; }
}

class Square extends Rect {
  static kind = 'square';
  constructor({ s }) { super({ w: s, h: s }); }
}

[Circle, Rect, Square].forEach((c) => Shape.register(c));

const SORTERS = {
  area: (a, b) => a.area - b.area,
  kind: (a, b) => a.constructor.kind.localeCompare(b.constructor.kind),
};

const specs = [{ kind: 'circle', r: 1.5 }, { kind: 'rect', w: 2, h: 5 }, { kind: 'square', s: 3 }];
const shapes = specs.map((s) => Shape.create(s));
for (const key of ['area', 'kind']) {
  console.log(key, shapes.slice().sort(SORTERS[key]).map((s) => s.label).join(', '));
}
console.log('registered:', [...Shape.registry.keys()]);
