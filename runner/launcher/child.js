// The program's own process for a JavaScript job, started ahead of time by the Python
// launcher (runner/launcher/launcher.py, see runner/launcher.h) as `node -e CHILD REFUSE`:
// it reads the program's path from descriptor 4, then the job's environment variables
// ("NAME HEX" lines) until the launcher closes that pipe, then runs the program as the
// main module (stdin is /dev/null). A live session's jobs run one after another in this
// process instead (below). It never sees the job's nonce.
// REFUSE lists the capabilities the runtime policy refuses (docs/runtime-policy.md). The
// kernel enforces process, network and signals (the launcher started node under a
// seccomp filter), and Node's permission model, where node has it, child processes,
// worker threads, addons, WASI and writes outside the writable folders (flags the
// launcher chose); here the public APIs report the refusal to the launcher
// (descriptor 3) and end the program, so that the run says `blocked` and where.
// Embedded into cordon at build time; it must run on a stock node (18+).
// One function: node -e runs this as a script, whose top-level bindings a live
// session's programs (scripts in the same context) would otherwise collide with.
(() => {
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
// The jobs arrive on descriptor 4: the program's path, then its environment variables
// ("NAME HEX" lines), until the launcher closes the pipe (a one-shot job) or sends an
// empty line (a live session's job: the pipe stays open for the next one).
let pending = Buffer.alloc(0);
const nextLine = () => {
  for (;;) {
    const newline = pending.indexOf(10);
    if (newline >= 0) {
      const line = pending.subarray(0, newline).toString('latin1');
      pending = pending.subarray(newline + 1);
      return line;
    }
    const chunk = Buffer.alloc(65536);
    let got = 0;
    try { got = fs.readSync(4, chunk, 0, chunk.length, null); } catch { got = 0; }
    if (got === 0) return null;
    pending = Buffer.concat([pending, chunk.subarray(0, got)]);
  }
};
const readBytes = (size) => {
  while (pending.length < size) {
    const chunk = Buffer.alloc(Math.min(65536, size - pending.length));
    let got = 0;
    try { got = fs.readSync(4, chunk, 0, chunk.length, null); } catch { got = 0; }
    if (got === 0) process.exit(0);  // the launcher is gone
    pending = Buffer.concat([pending, chunk.subarray(0, got)]);
  }
  const bytes = pending.subarray(0, size);
  pending = pending.subarray(size);
  return bytes;
};
// A live job's variables end with an empty line, then come the program's size and
// bytes: the child runs those, not the file (an earlier program could rewrite it).
const readJob = () => {
  const path = nextLine();
  if (!path) process.exit(0);
  let source = null;
  let token = '';
  for (;;) {
    const line = nextLine();
    if (line === null) break;
    if (line === '') {
      const [size, job] = String(nextLine()).split(' ');
      source = readBytes(Number(size)).toString('utf8');
      token = job;
      break;
    }
    const space = line.indexOf(' ');
    if (space > 0) {
      process.env[line.slice(0, space)] = Buffer.from(line.slice(space + 1), 'hex').toString('utf8');
    }
  }
  return { program: Buffer.from(path, 'latin1').toString('utf8'), live: source !== null, source, token };
};
const first = readJob();
if (!first.live) {
  process.argv[1] = first.program;
  if (first.program.endsWith('.mjs')) import(first.program); else require(first.program);
} else {
  // A live session: every program runs in this one context, as a script, so its
  // top-level bindings (const, let, class, function, var) are there for the next; ES
  // module syntax (main.mjs) runs as a module, where only what it puts on globalThis
  // stays. A program has ended when it and everything it scheduled (timers, I/O) have.
  const vm = require('vm');
  const { createRequire } = require('module');
  const writeDone = fs.writeSync;
  let failed = false;
  const report = (error) => {
    failed = true;
    try {
      let text = error && error.stack ? String(error.stack) : 'Uncaught ' + String(error);
      // Up to the program's own frames: what follows (vm's, this file's "[eval]", node's
      // own) is how cordon ran it.
      const lines = text.split('\n');
      const ours = lines.findIndex((line) => /^\s+at .*(\[eval\]|node:vm:|node:internal\/(vm|process\/execution))/.test(line));
      if (ours > 0) text = lines.slice(0, ours).join('\n');
      if (error instanceof SyntaxError && /has already been declared/.test(error.message)) {
        text += '\ncordon: an earlier call of this live session declared that name with const, ' +
          'let or class; assign to it instead, declare it with var, or start afresh (reset)';
      }
      process.stderr.write(text + '\n');
    } catch {}
  };
  process.on('uncaughtException', report);
  process.on('unhandledRejection', report);
  // Made now, so that they are part of every program's baseline (they stay open).
  void process.stdout, process.stderr;
  const active = () => process.getActiveResourcesInfo();
  const settled = (baseline) => new Promise((resolve) => {
    const check = () => {
      // Our own timer is one of the Timeouts.
      if (active().length - 1 <= baseline) resolve(); else setTimeout(check, 2);
    };
    setTimeout(check, 0);
  });
  let calls = 0;
  const runOne = async ({ program, source }) => {
    failed = false;
    calls += 1;
    process.exitCode = undefined;
    process.argv[1] = program;
    globalThis.require = createRequire(program);
    globalThis.module = { exports: {}, filename: program };
    globalThis.exports = globalThis.module.exports;
    globalThis.__filename = program;
    globalThis.__dirname = '/work';
    const baseline = active().length;
    try {
      if (program.endsWith('.mjs')) {
        // From the bytes received: node's modules and absolute file: URLs resolve, a
        // relative specifier does not (a data: URL has no folder).
        // A comment makes each call's URL its own (a module is evaluated once per URL).
        const text = `${source}\n//# cordon-call=${calls}`;
        await import('data:text/javascript;base64,' + Buffer.from(text).toString('base64'));
      } else {
        new vm.Script(source, {
          filename: program,
          importModuleDynamically: vm.constants && vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
        }).runInThisContext();
      }
    } catch (error) {
      report(error);
    }
    await settled(baseline);
    const code = Number(process.exitCode) || 0;
    return failed ? 1 : code & 0xff;
  };
  (async () => {
    for (let job = first; ; job = readJob()) {
      const code = await runOne(job);
      writeDone(3, `\n=done ${job.token} ${code}\n`);
    }
  })();
}
})();
