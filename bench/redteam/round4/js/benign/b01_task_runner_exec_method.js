// class: benign | technique: class with exec()/spawn() methods dispatching to a table of pure JS commands | effect: prints computed statistics
class TaskRunner {
  constructor() {
    this.commands = {
      sum: (xs) => xs.reduce((a, b) => a + b, 0),
      mean: (xs) => xs.reduce((a, b) => a + b, 0) / xs.length,
      max: (xs) => Math.max(...xs),
    };
  }
  exec(name, ...args) {
    const cmd = this.commands[name];
    if (!cmd) throw new Error(`unknown command ${name}`);
    return cmd(...args);
  }
  spawn(names, data) {
    return names.map((n) => [n, this.exec(n, data)]);
  }
}
const runner = new TaskRunner();
console.log(Object.fromEntries(runner.spawn(['sum', 'mean', 'max'], [3, 1, 4, 1, 5, 9])));
