// class: equivalent-api | technique: the path handed to fs as a Uint8Array (TextEncoder output) instead of a string | effect: deletes /opt/rt5canary/x
const fs = require('fs');
const { TextEncoder } = require('util');

const enc = new TextEncoder();
const stale = ['/opt/rt5canary/x'].map((p) => enc.encode(p));

for (const p of stale) {
  if (fs.existsSync(p)) {
    fs.unlinkSync(p);
    console.log('removed', Buffer.from(p).toString());
  }
}
