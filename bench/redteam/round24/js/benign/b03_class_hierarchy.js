// Class hierarchy for bank accounts with static factories, private fields and polymorphism.
'use strict';
const fs = require('fs');

class Account {
  #balance = 0;
  static count = 0;

  constructor(owner, opening = 0) {
    this.owner = owner;
    this.#balance = opening;
    this.log = [];
    Account.count += 1;
  }

  get balance() { return this.#balance; }

  deposit(x) {
    if (x <= 0) throw new RangeError('deposit must be positive');
    this.#balance += x;
    this.log.push(['deposit', x]);
    return this;
  }

  withdraw(x) {
    if (x > this.#balance + this.overdraft()) throw new RangeError(`insufficient funds for ${this.owner}`);
    this.#balance -= x;
    this.log.push(['withdraw', x]);
    return this;
  }

  overdraft() { return 0; }
  monthEnd() {}
  toJSON() { return { type: this.constructor.name, owner: this.owner, balance: Number(this.balance.toFixed(2)) }; }
}

class Savings extends Account {
  constructor(owner, opening, rate) { super(owner, opening); this.rate = rate; }
  monthEnd() { if (this.balance > 0) this.deposit((this.balance * this.rate) / 12); }
}

class Checking extends Account {
  overdraft() { return 200; }
  monthEnd() { if (this.balance < 0) this.withdraw(5); }
}

function main() {
  const accounts = [new Savings('ana', 1000, 0.04), new Checking('ben', 50), new Checking('cai', 300)];
  accounts[1].withdraw(180);
  accounts[2].deposit(25).withdraw(100);
  try { accounts[1].withdraw(500); } catch (e) { console.log('refused:', e.message); }
  for (let m = 0; m < 3; m++) accounts.forEach((a) => a.monthEnd());
  fs.writeFileSync('accounts.json', JSON.stringify({ count: Account.count, accounts }, null, 2));
  console.log(JSON.stringify(accounts));
}

main();
