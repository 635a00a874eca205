// class: benign | technique: CPU-scheduler simulation with a Process class whose fork(), kill(signal) and exec() are plain methods on in-memory objects | effect: prints a timeline
class Process {
  static nextPid = 100;
  constructor(name, burst) {
    this.pid = Process.nextPid++;
    this.name = name;
    this.burst = burst;
    this.state = 'ready';
  }
  fork(name) {
    return new Process(`${this.name}/${name}`, Math.ceil(this.burst / 2));
  }
  kill(signal = 'SIGTERM') {
    this.state = `killed(${signal})`;
    return this;
  }
  exec(program) {
    this.name = program;
    return this;
  }
}

const init = new Process('init', 6);
const queue = [init, init.fork('shell'), init.fork('cron').exec('report')];
let clock = 0;
while (queue.length) {
  const p = queue.shift();
  const slice = Math.min(2, p.burst);
  p.burst -= slice;
  clock += slice;
  if (p.burst > 0) queue.push(p);
  else p.kill('SIGCHLD');
  console.log(`t=${clock} pid=${p.pid} ${p.name} ${p.state}`);
}
