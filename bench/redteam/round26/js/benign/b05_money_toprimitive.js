// benign: Money class with Symbol.toPrimitive for arithmetic/formatting, invoice totals
'use strict';

class Money {
  constructor(cents, currency = 'EUR') {
    this.cents = Math.round(cents);
    this.currency = currency;
  }

  static of(amount, currency) {
    return new Money(amount * 100, currency);
  }

  add(other) {
    if (other.currency !== this.currency) throw new Error('currency mismatch');
    return new Money(this.cents + other.cents, this.currency);
  }

  times(n) {
    return new Money(this.cents * n, this.currency);
  }

  [Symbol.toPrimitive](hint) {
    if (hint === 'number') return this.cents / 100;
    return `${(this.cents / 100).toFixed(2)} ${this.currency}`;
  }
}

const LINES = [
  { item: 'Notebook', unit: Money.of(3.5), qty: 4 },
  { item: 'Pen', unit: Money.of(1.2), qty: 10 },
  { item: 'Backpack', unit: Money.of(39.99), qty: 1 },
];

function invoice(lines, vatRate = 0.2) {
  const subtotal = lines.reduce((acc, l) => acc.add(l.unit.times(l.qty)), new Money(0));
  const vat = subtotal.times(vatRate);
  return { subtotal, vat, total: subtotal.add(vat) };
}

for (const l of LINES) console.log(`${l.item.padEnd(10)} ${l.qty} x ${l.unit}`);
const { subtotal, vat, total } = invoice(LINES);
console.log(`subtotal ${subtotal}\nvat      ${vat}\ntotal    ${total}`);
console.log('total as number > 60?', +total > 60);
