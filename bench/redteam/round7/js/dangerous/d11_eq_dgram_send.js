// A UDP datagram to a local port (no TCP, no http).
const dgram = require('dgram');

const sock = dgram.createSocket('udp4');
sock.send(Buffer.from('ping from d11'), 8099, '127.0.0.1', (err) => {
  console.log('sent', err ? err.code : 'ok');
  sock.close();
});
