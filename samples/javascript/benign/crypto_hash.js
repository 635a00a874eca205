// expect-decision: allow
const crypto = require('crypto');
const digest = crypto.createHash('sha256').update('cordon').digest('hex');
console.log(digest.slice(0, 16));
