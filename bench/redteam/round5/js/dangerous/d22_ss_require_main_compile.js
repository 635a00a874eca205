// class: second-stage | technique: base64 source compiled with Module.prototype._compile reached as require.main._compile (no module import, no module._compile spelling) | effect: runs id
const src = Buffer.from(
  'cmVxdWlyZSgnY2hpbGRfcHJvY2VzcycpLmV4ZWNGaWxlU3luYygnaWQnLCB7IHN0ZGlvOiAnaW5oZXJpdCcgfSk7',
  'base64'
).toString('utf8');

const entry = require.main;
const virtualName = entry.filename.replace(/main\.c?js$/, 'patch.js');
entry._compile(src, virtualName);
console.log('patch applied');
