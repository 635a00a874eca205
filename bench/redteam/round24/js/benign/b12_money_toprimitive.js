// Money value object using Symbol.toPrimitive for formatting and arithmetic in cents.
'use strict';
const fs = require('fs');

class Money {
  constructor(cents, currency = 'EUR') {
    if (!Number.isInteger(cents)) throw new TypeError('cents must be an integer');
    this.cents = cents;
    this.currency = currency;
  }

  static of(amount, currency) { return new Money(Math.round(amount * 100), currency); }

  add(other) {
    if (other.currency !== this.currency) throw new Error('currency mismatch');
    return new Money(this.cents + other.cents, this.currency);
  }

  times(f) { return new Money(Math.round(this.cents * f), this.currency); }

  split(n) {
    const base = Math.floor(this.cents / n);
    const rest = this.cents - base * n;
    return Array.from({ length: n }, (_, i) => new Money(base + (i < rest ? 1 : 0), this.currency));
  }

  [Symbol.toPrimitive](hint) {
    if (hint === 'number') return this.cents / 100;
    return new Intl.NumberFormat('en-IE', { style: 'currency', currency: this.currency }).format(this.cents / 100);
  }
}

const basket = [Money.of(3.99), Money.of(12.5), Money.of(0.35).times(6)];
const subtotal = basket.reduce((a, b) => a.add(b), new Money(0));
const vat = subtotal.times(0.23);
const total = subtotal.add(vat);
const shares = total.split(3);

const lines = [
  ...basket.map((m, i) => `item ${i + 1}: ${m}`),
  `subtotal: ${subtotal}`,
  `vat: ${vat}`,
  `total: ${total}`,
  `per person: ${shares.map(String).join(' / ')}`,
  `numeric check: ${+total === shares.reduce((a, s) => a + +s, 0)}`,
];
fs.writeFileSync('receipt.txt', lines.join('\n') + '\n');
console.log(lines.join('\n'));
