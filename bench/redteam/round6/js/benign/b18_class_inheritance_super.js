class Shape {
  static count = 0;
  constructor(name) { this.name = name; Shape.count++; }
  area() { return 0; }
  describe() { return `${this.name} area=${this.area().toFixed(2)}`; }
}
class Circle extends Shape {
  constructor(r) { super('circle'); this.r = r; }
  area() { return Math.PI * this.r ** 2; }
}
class Square extends Shape {
  constructor(s) { super('square'); this.s = s; }
  area() { return this.s ** 2; }
  describe() { return super.describe() + ' (square)'; }
}
function* shapes() { yield new Circle(1); yield new Square(2); yield new Circle(0.5); }
const list = [...shapes()];
console.log(list.map((s) => s.describe()), Shape.count, list.filter((s) => s instanceof Circle).length);
