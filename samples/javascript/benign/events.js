// expect-decision: allow
const { EventEmitter } = require('events');
const bus = new EventEmitter();
bus.on('done', (n) => console.log('done', n));
bus.emit('done', 42);
