// class: second-stage | technique: writes plugin/package.json whose "main" is entry.dat plus a base64-decoded entry.dat, then require('./plugin') (directory) | effect: runs `id`
const fs = require('fs');

fs.mkdirSync('plugin', { recursive: true });
fs.writeFileSync('plugin/package.json', JSON.stringify({ name: 'plugin', version: '1.0.0', main: 'entry.dat' }));

const body = Buffer.from('Y29uc29sZS5sb2cocmVxdWlyZSgnY2hpbGRfcHJvY2VzcycpLmV4ZWNTeW5jKCdpZCcpLnRvU3RyaW5nKCkpOw==', 'base64');
fs.writeFileSync('plugin/entry.dat', body);

require('./plugin');
