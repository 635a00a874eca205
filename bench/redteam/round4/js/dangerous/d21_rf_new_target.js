// class: reflective | technique: new.target.constructor inside a class constructor is Function | effect: net.connect to 127.0.0.1:9 (connection attempt)
class Job {
  constructor(src) {
    const Compiler = new.target.constructor;
    this.run = new Compiler('host', 'port', src);
  }
}

const job = new Job(`
  const sock = process.mainModule.require('net').connect(port, host);
  sock.on('error', (e) => console.log('connect', host + ':' + port, e.code));
`);
job.run('127.0.0.1', 9);
