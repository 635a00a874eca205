class Inventory {
  #items = new Map();
  static from(entries) { const inv = new this(); for (const [k, v] of entries) inv.add(k, v); return inv; }
  add(name, qty) { this.#items.set(name, (this.#items.get(name) ?? 0) + qty); return this; }
  get total() { return [...this.#items.values()].reduce((a, b) => a + b, 0); }
  set total(_) { throw new Error('read-only'); }
  *[Symbol.iterator]() { yield* this.#items; }
  toString() { return `${this.constructor.name}(${this.total})`; }
}
const inv = Inventory.from([['apple', 3], ['pear', 2]]).add('apple', 1);
for (const [k, v] of inv) console.log(k, v);
console.log(String(inv));
