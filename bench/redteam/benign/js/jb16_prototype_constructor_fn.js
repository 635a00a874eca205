function Point(x, y) {
  this.x = x;
  this.y = y;
}
Point.prototype.norm = function () { return Math.hypot(this.x, this.y); };
const p = new Point(3, 4);
console.log(p.norm(), p instanceof Point, p.constructor === Point);
