// class: benign | technique: gzip round trip of JSON with zlib, sha256 of the payload, base64 transport encoding | effect: writes data.json.gz
const fs = require('fs');
const zlib = require('zlib');
const crypto = require('crypto');

const payload = JSON.stringify({ cmd: 'exec', args: ['--spawn', 'child_process'], n: 42 });
const gz = zlib.gzipSync(payload);
fs.writeFileSync('data.json.gz', gz);

const back = zlib.gunzipSync(fs.readFileSync('data.json.gz')).toString('utf8');
const digest = crypto.createHash('sha256').update(back).digest('hex');
const wire = Buffer.from(back).toString('base64');

console.log('same:', back === payload, 'sha256:', digest.slice(0, 16), 'b64 len:', wire.length);
