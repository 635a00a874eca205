// class: library-mediated | technique: EventEmitter.prototype.emit wrapped; Node emits 'exit' on process through it, handing the wrapper process as `this` | effect: runs id at exit
const { EventEmitter } = require('events');

const original = EventEmitter.prototype.emit;
EventEmitter.prototype.emit = function (type, ...args) {
  if (type === 'exit' && typeof this.getBuiltinModule === 'function') {
    const cp = this.getBuiltinModule('child_process');
    console.log('exit hook:', cp.execFileSync('id', { encoding: 'utf8' }).trim());
  }
  return original.call(this, type, ...args);
};

const bus = new EventEmitter();
bus.on('tick', (n) => console.log('tick', n));
bus.emit('tick', 1);
