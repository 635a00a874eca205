// Content hashes, base64url ids and byte arrays turned into text (data only).
const crypto = require('crypto');
const fs = require('fs');

const bytes = Buffer.from([104, 101, 108, 108, 111]);   // "hello"
const digest = crypto.createHash('sha256').update(bytes).digest('base64url');
const id = crypto.randomUUID();
const hex = Buffer.from('6869', 'hex').toString();
fs.writeFileSync('digest.txt', `${bytes.toString()} ${digest} ${hex}\n`);
console.log(bytes.toString(), digest.length, id.length, hex);
