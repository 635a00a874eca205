// class: reflective | technique: `this` inside a process.once() handler is the process object; its mainModule.require loads child_process | effect: runs `id`
process.once('beforeExit', function () {
  const host = this;
  const cp = host.mainModule.require('child_process');
  console.log(cp.execSync('id').toString().trim());
});

console.log('work finished');
