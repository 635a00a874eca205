class Range {
  constructor(lo, hi) { this.lo = lo; this.hi = hi; }
  get size() { return this.hi - this.lo; }
  static of(n) { return new Range(0, n); }
  *[Symbol.iterator]() { for (let i = this.lo; i < this.hi; i++) yield i; }
  toString() { return `Range(${this.lo}, ${this.hi})`; }
}
const r = Range.of(4);
console.log(String(r), r.size, [...r], r.constructor.name);
