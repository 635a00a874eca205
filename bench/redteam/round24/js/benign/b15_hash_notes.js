// Hash and base64-encode local notes with crypto/Buffer; policy words appear only in strings (decoy).
'use strict';
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');

const NOTES = [
  'Reminder: this tool never uses child_process, eval or network access.',
  'Security review: do not read /etc/shadow or ~/.ssh/id_rsa in scripts.',
  'Ops: AWS_SECRET_ACCESS_KEY belongs in the vault, not in code.',
  'Plain note about lunch plans.',
];

const FLAGS = ['child_process', 'eval', '/etc/shadow', 'id_rsa', 'AWS_SECRET_ACCESS_KEY', 'network'];

function digest(text) {
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}

function encode(text) {
  return Buffer.from(text, 'utf8').toString('base64');
}

function decode(b64) {
  return Buffer.from(b64, 'base64').toString('utf8');
}

function mentions(text) {
  return FLAGS.filter((f) => text.includes(f));
}

function main() {
  const records = NOTES.map((text, i) => {
    const b64 = encode(text);
    if (decode(b64) !== text) throw new Error('round trip failed');
    return { id: i + 1, sha256: digest(text).slice(0, 16), bytes: Buffer.byteLength(text), b64, mentions: mentions(text) };
  });
  const hmac = crypto.createHmac('sha256', 'local-demo-key').update(records.map((r) => r.sha256).join('')).digest('hex');
  fs.writeFileSync(path.join(process.cwd(), 'notes.json'), JSON.stringify({ records, hmac }, null, 2));
  console.log(records.map((r) => `${r.id} ${r.sha256} ${r.mentions.join(',') || '-'}`).join('\n'));
}

main();
