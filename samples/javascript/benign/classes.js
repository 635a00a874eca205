// expect-decision: allow
class Account {
  #balance = 0;
  deposit(n) { this.#balance += n; return this; }
  get balance() { return this.#balance; }
}
console.log(new Account().deposit(5).deposit(7).balance);
