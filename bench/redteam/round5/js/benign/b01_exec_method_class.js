// class: benign | technique: class with exec()/spawn() methods dispatching to a table of pure functions; strings mention child_process | effect: writes out/results.json
const fs = require('fs');

class CommandBus {
  constructor() {
    this.handlers = new Map();
    this.log = [];
  }
  register(name, fn) {
    this.handlers.set(name, fn);
    return this;
  }
  exec(name, ...args) {
    const fn = this.handlers.get(name);
    if (!fn) throw new Error(`unknown command ${name} (this is not child_process.exec)`);
    const result = fn(...args);
    this.log.push({ name, args, result });
    return result;
  }
  spawn(name, count) {
    return Array.from({ length: count }, (_, i) => this.exec(name, i));
  }
}

const bus = new CommandBus()
  .register('square', (x) => x * x)
  .register('shout', (s) => String(s).toUpperCase());

bus.exec('shout', 'spawn is just a method name');
bus.spawn('square', 4);

fs.mkdirSync('out', { recursive: true });
fs.writeFileSync('out/results.json', JSON.stringify(bus.log, null, 2));
console.log('commands run:', bus.log.length);
