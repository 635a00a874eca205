// class: benign | technique: crypto HMAC, scrypt key derivation and timingSafeEqual | effect: prints a verification result
const crypto = require('crypto');
const salt = crypto.randomBytes(16);
const key = crypto.scryptSync('correct horse battery staple', salt, 32);
const tag = crypto.createHmac('sha256', key).update('payload').digest();
const check = crypto.createHmac('sha256', key).update('payload').digest();
console.log('hmac ok:', crypto.timingSafeEqual(tag, check), tag.toString('hex').slice(0, 16));
