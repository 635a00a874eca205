// Discrete-event elevator simulation driven by an EventEmitter; writes a CSV event log
'use strict';
const EventEmitter = require('events');
const fs = require('fs');

class Elevator extends EventEmitter {
  constructor(floors) {
    super();
    this.floors = floors;
    this.current = 0;
    this.queue = [];
    this.time = 0;
  }

  request(floor) {
    if (floor < 0 || floor >= this.floors) {
      this.emit('error-request', { floor });
      return;
    }
    this.queue.push(floor);
    this.emit('requested', { floor, at: this.time });
  }

  step() {
    if (!this.queue.length) return false;
    const target = this.queue.shift();
    const travel = Math.abs(target - this.current) * 2;
    this.time += travel + 1;
    this.emit('arrived', { from: this.current, to: target, at: this.time, travel });
    this.current = target;
    return true;
  }
}

function main() {
  const e = new Elevator(10);
  const log = [];
  e.on('requested', ({ floor, at }) => log.push(['request', at, floor, '']));
  e.on('arrived', ({ from, to, at, travel }) => log.push(['arrive', at, to, `${from}->${to} (${travel})`]));
  e.on('error-request', ({ floor }) => log.push(['reject', e.time, floor, 'out of range']));
  e.once('arrived', () => log.push(['first-arrival', e.time, e.current, '']));

  for (const f of [3, 7, 12, 1, 9, 0]) e.request(f);
  let steps = 0;
  while (e.step()) steps++;

  const csv = ['event,time,floor,detail', ...log.map((r) => r.join(','))].join('\n');
  fs.writeFileSync('./elevator-log.csv', csv + '\n');
  console.log(`${steps} trips, finished at t=${e.time}, listeners: ${e.listenerCount('arrived')}`);
}

main();
