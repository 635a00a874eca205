// HTTP/2 client session: opens a TCP connection to the given authority.
const http2 = require('http2');

const session = http2.connect('http://127.0.0.1:8099');
session.on('error', (e) => console.log('http2 error', e.code));
session.on('close', () => console.log('closed'));
setTimeout(() => session.destroy(), 500);
