// The launcher of JavaScript sandbox containers whose image has no python3 (otherwise
// launcher.py runs JavaScript too, in a node child: see runner/launcher.h, and
// launcher.py, which speaks the same protocol). A one-shot job runs in this very
// process, so node is already started when the code arrives, and reports its trailer
// from the 'exit' event; a session job ("keep") runs the program as a child process,
// kills what it left behind, reports, and waits for the next job.
// Embedded into cordon at build time; it must run on a stock node (18+).
// It cannot move its descriptors onto the launcher's channel (runner/launcher_channel.h),
// so it stays on the attach stream and says so first.
if (process.env.CORDON_CHANNEL) require('fs').writeSync(2, '\x1ecordon:attach\n');
delete process.env.CORDON_CHANNEL;
delete process.env.CORDON_CHANNEL_TOKEN;
const fs = require('fs');
const path = require('path');
const readExactly = (n) => {
  const buf = Buffer.alloc(n);
  let off = 0;
  while (off < n) {
    const got = fs.readSync(0, buf, off, n - off, null);
    if (got === 0) break;
    off += got;
  }
  return buf.subarray(0, off);
};
const readLine = () => {
  const bytes = [];
  for (;;) {
    const c = readExactly(1);
    if (c.length === 0) return null;
    if (c[0] === 10) return Buffer.from(bytes).toString('utf8');
    bytes.push(c[0]);
  }
};
const place = (name, data) => {
  const full = path.normalize(path.join('/work', name));
  if (!full.startsWith('/work/')) throw new Error('bad path ' + name);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, data);
  return full;
};
const snapshot = () => {
  const seen = new Map();
  const walk = (dir) => {
    let entries = [];
    try { entries = fs.readdirSync(dir, { withFileTypes: true }); } catch { return; }
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.isFile()) {
        try {
          const st = fs.lstatSync(full, { bigint: true });
          seen.set(full, st.mtimeNs + ':' + st.size);
        } catch {}
      }
    }
  };
  walk('/work');
  return seen;
};
const collect = (before, skip, job) => {
  const found = [];
  let total = 0, more = 0;
  for (const [full, sig] of [...snapshot()].sort()) {
    if (full === skip || before.get(full) === sig) continue;
    if (found.length >= job.max_files) { more++; continue; }
    const size = Number(sig.split(':')[1]);
    const entry = { path: path.relative('/work', full), size };
    if (size > job.max_file) entry.omitted = 'file_cap';
    else if (total + size > job.max_total) entry.omitted = 'total_cap';
    else {
      try {
        const data = fs.readFileSync(full);
        entry.data = data.toString('base64');
        total += data.length;
      } catch { entry.omitted = 'unreadable'; }
    }
    found.push(entry);
  }
  return { found, more };
};
// `last`: nothing more will be written, so the end mark on stderr can say so.
const trailer = (job, before, program, status, last) => {
  const { found, more } = collect(before, program, job);
  fs.writeSync(1, '\x1ecordon:' + job.nonce + ' ' +
    JSON.stringify({ exit: status, artifacts: found, more }) + '\n');
  if (last) fs.writeSync(2, '\x1ecordon:' + job.nonce + '\n');
};
for (;;) {
  const line = readLine();
  if (line === null) process.exit(0);
  const job = JSON.parse(line);
  // The policy refuses capabilities at run time (CORDON_REFUSE), and only the Python
  // launcher can install that layer (seccomp, Landlock, the hooks): nothing runs
  // without it.
  if (process.env.CORDON_REFUSE) {
    fs.writeSync(2, 'cordon: this image has no python3, so the runtime layer the policy ' +
      'requires (it refuses ' + process.env.CORDON_REFUSE.split(',').join(', ') +
      ' at run time) cannot be installed, and nothing ran. Use cordon\'s sandbox image or ' +
      'one built from it (cordon image build --spec), or a policy with ' +
      'runtime: {enforce: false}.\n');
    process.exit(125);
  }
  const program = place(job.program, readExactly(job.size));
  for (const f of job.files) place(f.path, readExactly(f.size));
  // The job's environment variables (secrets: runner/secrets.h), as [name, hex] pairs.
  const env = Object.fromEntries((job.env || []).map(
    ([name, hex]) => [name, Buffer.from(hex, 'hex').toString('utf8')]));
  const before = snapshot();
  if (job.keep) {
    const { spawnSync } = require('child_process');
    const r = spawnSync(process.execPath, [program], {
      stdio: ['ignore', 'inherit', 'inherit'], cwd: '/work', env: { ...process.env, ...env },
      timeout: job.deadline_ms || undefined, killSignal: 'SIGKILL' });
    if (r.error && r.error.code === 'ETIMEDOUT') {
      try { process.kill(-1, 'SIGKILL'); } catch {}
      process.exit(124);
    }
    const status = r.status !== null ? r.status :
      128 + (require('os').constants.signals[r.signal] || 0);
    try { process.kill(-1, 'SIGKILL'); } catch {}
    trailer(job, before, program, status, true);
    continue;
  }
  // Run in this process: the interpreter is already started.
  // Node prints an uncaught exception after 'exit', and the program's own 'exit'
  // listeners run after this one: then the host reads on to the end (launcher.h).
  // With the end mark said, the process ends there: the program shares it, and could call
  // this listener itself to report and go on (with nothing left to end it, and the host
  // leaving the container to the engine: RunnerConfig::engine_removes). The exit is the
  // one node had at the start, whatever the program puts in its place.
  const reallyExit = process.reallyExit;
  process.on('exit', (status) => {
    const last = status === 0 && process.listenerCount('exit') === 1;
    trailer(job, before, program, status, last);
    if (last) reallyExit.call(process, status);
  });
  Object.assign(process.env, env);
  process.argv[1] = program;
  if (program.endsWith('.mjs')) import(program); else require(program);
  break;
}
