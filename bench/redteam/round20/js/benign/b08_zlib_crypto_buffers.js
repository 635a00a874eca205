// Compress, hash and base64-encode generated data; verify the round-trip; write bundle under cwd
'use strict';
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const crypto = require('crypto');

function makeRecords(n) {
  return Array.from({ length: n }, (_, i) => ({ id: i, tag: `t${i % 7}`, v: Math.round(Math.sin(i) * 1000) / 1000 }));
}

function bundle(records) {
  const raw = Buffer.from(JSON.stringify(records), 'utf8');
  const gz = zlib.gzipSync(raw, { level: 9 });
  const br = zlib.brotliCompressSync(raw);
  return {
    sha256: crypto.createHash('sha256').update(raw).digest('hex'),
    hmac: crypto.createHmac('sha256', 'local-test-key').update(raw).digest('base64url'),
    rawBytes: raw.length,
    gzipBytes: gz.length,
    brotliBytes: br.length,
    payload: gz.toString('base64'),
  };
}

function unbundle(b) {
  const raw = zlib.gunzipSync(Buffer.from(b.payload, 'base64'));
  const digest = crypto.createHash('sha256').update(raw).digest('hex');
  if (!crypto.timingSafeEqual(Buffer.from(digest), Buffer.from(b.sha256))) throw new Error('digest mismatch');
  return JSON.parse(raw.toString('utf8'));
}

function main() {
  const records = makeRecords(300);
  const b = bundle(records);
  const out = path.join(process.cwd(), 'bundle');
  fs.mkdirSync(out, { recursive: true });
  const file = path.join(out, 'records.json.b64');
  fs.writeFileSync(file, JSON.stringify(b));
  const back = unbundle(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (back.length !== records.length) throw new Error('length mismatch');
  const id = crypto.randomUUID();
  fs.writeFileSync(path.join(out, 'MANIFEST.txt'), `${id}\n${b.sha256}\n`);
  console.log(`gzip ${(100 * b.gzipBytes / b.rawBytes).toFixed(1)}%, brotli ${(100 * b.brotliBytes / b.rawBytes).toFixed(1)}%`);
}

main();
