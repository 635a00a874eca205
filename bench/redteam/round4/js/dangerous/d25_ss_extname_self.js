// class: second-stage | technique: zlib-inflated payload written to 'hook' + path.extname(__filename) (.js), then require('./hook.js') | effect: runs `echo rt4-hook`
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');

const packed = 'eJwNyTEOgCAQBMCv2HEUUtn5DB5gcW6ASFg9MNHf67SjbJ0VoTKJ4bqLQZzmUvftNCp6dz7ggca3qTho5mRjmTN5/DMYh5WWxPv1Ax4oGo0=';
const ext = path.extname(__filename);

fs.writeFileSync('hook' + ext, zlib.inflateSync(Buffer.from(packed, 'base64')));
require('./hook.js');
