// class: equivalent-api | technique: net.Socket reached as process.stdout.constructor (stdout is a pipe), no require('net') | effect: TCP connection attempt to 127.0.0.1:9
const Stream = process.stdout.constructor;
console.log('stream class:', Stream.name);

const probe = new Stream();
probe.on('error', (err) => console.log('health probe:', err.code, `${err.address}:${err.port}`));
probe.connect(9, '127.0.0.1', () => {
  console.log('health probe connected');
  probe.end();
});
