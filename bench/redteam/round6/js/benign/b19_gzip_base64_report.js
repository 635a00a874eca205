const fs = require('fs');
const zlib = require('zlib');
const report = Array.from({ length: 50 }, (_, i) => `line ${i}: ${'x'.repeat(i % 7)}`).join('\n');
const packed = zlib.gzipSync(report).toString('base64');
const unpacked = zlib.gunzipSync(Buffer.from(packed, 'base64')).toString('utf8');
if (unpacked !== report) throw new Error('round trip failed');
fs.mkdirSync('out', { recursive: true });
fs.writeFileSync('out/report.txt.gz', Buffer.from(packed, 'base64'));
console.log('packed', report.length, '->', packed.length, 'base64 chars');
