// Bank-account style classes with private fields, getters/setters, static factories and inheritance
'use strict';
const fs = require('fs');

class Account {
  #balance = 0;
  #history = [];
  static #nextId = 1;

  constructor(owner, opening = 0) {
    this.id = Account.#nextId++;
    this.owner = owner;
    this.balance = opening;
  }

  get balance() { return this.#balance; }

  set balance(value) {
    if (!Number.isFinite(value) || value < 0) throw new RangeError(`invalid balance ${value}`);
    this.#history.push({ from: this.#balance, to: value });
    this.#balance = Math.round(value * 100) / 100;
  }

  get history() { return [...this.#history]; }

  deposit(x) { this.balance = this.#balance + x; return this; }
  withdraw(x) { this.balance = this.#balance - x; return this; }

  static fromJSON(obj) { return new this(obj.owner, obj.balance); }

  toJSON() { return { id: this.id, type: this.constructor.name, owner: this.owner, balance: this.#balance }; }
}

class Savings extends Account {
  constructor(owner, opening, rate = 0.02) {
    super(owner, opening);
    this.rate = rate;
  }

  accrue(months = 1) {
    return this.deposit(this.balance * (this.rate / 12) * months);
  }
}

function main() {
  const a = new Account('ana', 100).deposit(50).withdraw(30);
  const s = new Savings('ben', 1000, 0.05).accrue(6);
  const c = Savings.fromJSON({ owner: 'cai', balance: 10 });
  const errors = [];
  try { a.withdraw(1e6); } catch (e) { errors.push(e.message); }
  try { a.balance = 'lots'; } catch (e) { errors.push(e.message); }
  const out = { accounts: [a, s, c], historyLengths: [a, s, c].map((x) => x.history.length), errors };
  fs.writeFileSync('accounts.json', JSON.stringify(out, null, 2));
  console.log(JSON.stringify(out.accounts));
}

main();
