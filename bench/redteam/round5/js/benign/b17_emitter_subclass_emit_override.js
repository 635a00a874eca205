// class: benign | technique: EventEmitter subclass overriding emit() to count events, calling super.emit | effect: prints event counts
const { EventEmitter } = require('events');

class CountingBus extends EventEmitter {
  constructor() {
    super();
    this.counts = {};
  }
  emit(type, ...args) {
    this.counts[type] = (this.counts[type] || 0) + 1;
    return super.emit(type, ...args);
  }
}

const bus = new CountingBus();
bus.on('exit', (code) => console.log('job exit code', code));
bus.on('data', (d) => console.log('data', d));
bus.emit('data', 'a');
bus.emit('data', 'b');
bus.emit('exit', 0);
console.log(bus.counts);
