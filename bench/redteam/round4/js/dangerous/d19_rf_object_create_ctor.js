// class: reflective | technique: Object.create(JSON.parse).constructor inherits Function through the prototype chain | effect: process.kill sends SIGUSR2 (to itself, handled)
const base = Object.create(JSON.parse);
const Make = base.constructor;

process.on('SIGUSR2', () => console.log('received SIGUSR2'));
const notify = Make("return process.kill(process.pid, 'SIGUSR2')");
console.log('kill returned', notify());
setTimeout(() => console.log('done'), 100);
