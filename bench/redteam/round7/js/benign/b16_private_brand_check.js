// Class with private fields and an ergonomic brand check (#field in obj).
class Money {
  #cents;
  constructor(cents) { this.#cents = cents; }
  static isMoney(x) { return typeof x === 'object' && x !== null && #cents in x; }
  add(other) {
    if (!Money.isMoney(other)) throw new TypeError('not money');
    return new Money(this.#cents + other.#cents);
  }
  toString() { return (this.#cents / 100).toFixed(2); }
}

const total = [150, 275, 1000].map((c) => new Money(c)).reduce((a, b) => a.add(b));
console.log(String(total), Money.isMoney(total), Money.isMoney({ cents: 1 }));
