// EventEmitter-based order pipeline with listeners, once() and error handling.
'use strict';
const { EventEmitter, once } = require('events');
const fs = require('fs');

class Kitchen extends EventEmitter {
  constructor() {
    super();
    this.queue = [];
    this.done = [];
  }

  order(dish, table) {
    const ticket = { id: this.queue.length + this.done.length + 1, dish, table, at: Date.now() };
    this.queue.push(ticket);
    this.emit('ordered', ticket);
    return ticket.id;
  }

  cook() {
    const t = this.queue.shift();
    if (!t) return this.emit('idle');
    if (t.dish === 'souffle' && t.table % 2) {
      this.emit('error', new Error(`souffle for table ${t.table} collapsed`));
      return;
    }
    this.done.push(t);
    this.emit('served', t);
  }
}

async function main() {
  const k = new Kitchen();
  const log = [];
  k.on('ordered', (t) => log.push(`ordered #${t.id} ${t.dish}`));
  k.on('served', (t) => log.push(`served #${t.id} to table ${t.table}`));
  k.on('error', (e) => log.push(`problem: ${e.message}`));
  k.once('idle', () => log.push('kitchen idle'));

  [['soup', 2], ['souffle', 3], ['pasta', 4], ['souffle', 6]].forEach(([d, t]) => k.order(d, t));
  const idle = once(k, 'idle');
  const timer = setInterval(() => k.cook(), 2);
  await idle;
  clearInterval(timer);

  fs.writeFileSync('kitchen.log', log.join('\n') + '\n');
  console.log(log.join('\n'));
  console.log('listeners left for idle:', k.listenerCount('idle'));
}

main();
