// The program's own process for a JavaScript job, started ahead of time by the Python
// launcher (runner/launcher/launcher.py, see runner/launcher.h) as `node -e CHILD REFUSE`:
// it reads the program's path from its stdin, then the job's environment variables
// ("NAME HEX" lines) until the launcher closes that pipe, then runs the program as the
// main module. It never sees the job's nonce.
// REFUSE lists the capabilities the runtime policy refuses (docs/runtime-policy.md). The
// kernel enforces process, network and signals (the launcher started node under a
// seccomp filter), and Node's permission model, where node has it, child processes,
// worker threads, addons, WASI and writes outside the writable folders (flags the
// launcher chose); here the public APIs report the refusal to the launcher
// (descriptor 3) and end the program, so that the run says `blocked` and where.
// Embedded into cordon at build time; it must run on a stock node (18+).
const fs = require('fs');
const refuse = new Set((process.argv[1] || '').split(',').filter(Boolean));
if (refuse.size > 0) {
  const writeSync = fs.writeSync;
  const reallyExit = process.reallyExit.bind(process);
  const hex = (s) => Buffer.from(String(s).slice(0, 300), 'utf8').toString('hex') || '-';
  const refused = (capability, event, detail) => {
    let path = '';
    let line = 0;
    for (const frame of String(new Error().stack).split('\n').slice(2)) {
      const m = /\/work\/([^:)]+):(\d+):\d+/.exec(frame);
      if (m) {
        path = m[1];
        line = Number(m[2]);
        break;
      }
    }
    try {
      writeSync(3, `${hex(capability)} ${hex(event)} ${hex(detail)} ${hex(path)} ${line}\n`);
    } catch {}
    reallyExit(126);  // no 'exit' listeners: nothing of the program runs after this
  };
  const text = (v) => (typeof v === 'string' ? v : Array.isArray(v) ? v.join(' ') : typeof v);
  const wrap = (owner, name, capability, event, allowed) => {
    const original = owner[name];
    if (typeof original !== 'function') return;
    owner[name] = function (...args) {
      if (!allowed || !allowed(args)) refused(capability, event, args.slice(0, 2).map(text).join(' '));
      return original.apply(this, args);
    };
  };
  if (refuse.has('process')) {
    const cp = require('child_process');
    for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']) {
      wrap(cp, name, 'process', 'child_process.' + name);
    }
    // Under Node's permission model (the launcher's flags) a worker thread is refused
    // with them: node warns that one can undo the model, and its code would run
    // outside these wrappers.
    if (process.permission && !process.permission.has('worker')) {
      const threads = require('worker_threads');
      const Worker = threads.Worker;
      threads.Worker = new Proxy(Worker, {
        construct(target, args, newTarget) {
          refused('process', 'worker_threads.Worker', text(args[0]));
          return Reflect.construct(target, args, newTarget);
        },
      });
    }
  }
  if (refuse.has('network')) {
    // A unix socket is a path (a string that is not a port number, or options.path).
    const local = (args) => {
      const first = Array.isArray(args[0]) ? args[0][0] : args[0];
      if (typeof first === 'string') return !/^\d+$/.test(first);
      return first !== null && typeof first === 'object' && typeof first.path === 'string';
    };
    const net = require('net');
    wrap(net.Socket.prototype, 'connect', 'network', 'net.Socket.connect', local);
    wrap(net.Server.prototype, 'listen', 'network', 'net.Server.listen', local);
    const dgram = require('dgram');
    for (const name of ['send', 'connect', 'bind']) wrap(dgram.Socket.prototype, name, 'network', 'dgram.' + name);
  }
  if (refuse.has('native')) {
    wrap(process, 'dlopen', 'native', 'process.dlopen');
    // V8's flags changed at run time (--allow-natives-syntax, wasm without bounds
    // checks) give the program the process's memory and so native code of its own.
    wrap(require('v8'), 'setFlagsFromString', 'native', 'v8.setFlagsFromString');
  }
  if (refuse.has('signals')) {
    // The program's own processes only: itself and what it started.
    const descendant = (pid) => {
      for (let i = 0; i < 64 && pid > 1; i++) {
        if (pid === process.pid) return true;
        try {
          const stat = fs.readFileSync(`/proc/${pid}/stat`, 'latin1');
          pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        } catch {
          return false;
        }
      }
      return pid === process.pid;
    };
    wrap(process, 'kill', 'signals', 'process.kill', (args) => descendant(Number(args[0])));
  }
  require('module').syncBuiltinESMExports();
}
const bytes = [];
const one = Buffer.alloc(1);
for (;;) {
  let got = 0;
  try { got = fs.readSync(0, one, 0, 1, null); } catch { got = 0; }
  if (got === 0 || one[0] === 10) break;
  bytes.push(one[0]);
}
const program = Buffer.from(bytes).toString('utf8');
if (program === '') process.exit(0);
// Then the job's environment variables, "NAME HEX" lines, until the launcher closes
// the pipe (runner/launcher.h).
const rest = [];
for (;;) {
  const chunk = Buffer.alloc(65536);
  let got = 0;
  try { got = fs.readSync(0, chunk, 0, chunk.length, null); } catch { got = 0; }
  if (got === 0) break;
  rest.push(chunk.subarray(0, got));
}
for (const line of Buffer.concat(rest).toString('latin1').split('\n')) {
  const space = line.indexOf(' ');
  if (space > 0) {
    process.env[line.slice(0, space)] = Buffer.from(line.slice(space + 1), 'hex').toString('utf8');
  }
}
process.argv[1] = program;
if (program.endsWith('.mjs')) import(program); else require(program);
