// Values kept in arrays and object literals are followed: an item or property read back
// by a constant index or key, ...args spread into a call, forEach/map over a known
// array, join of one. An array or object changed in place (push, xs[0] = v, o.k = v) is
// no longer known.
const fs = require('fs');
const path = require('path');

const args = ['/etc/cron.d/spreadjob', '* * * * * root id\n'];
// expect: js.fs.write-outside
fs.writeFileSync(...args);
// expect: js.fs.destructive
['/etc/cron.d/e2scrub_all', '/etc/ld.so.cache'].forEach(fs.unlinkSync);
const parts = ['', 'etc', 'cron.d', 'joined'];
// expect: js.fs.write-outside
fs.writeFileSync(parts.join(path.sep), 'x');
const cfg = {
  out: '/etc/motd',
  report: 'out.txt'
};
// expect: js.fs.write-outside
fs.writeFileSync(cfg.out, 'x');
// expect: js.fs.write-outside
fs.writeFileSync(cfg['out'], 'x');
const ops = {
  run: require('child_process').execSync
};
// expect: js.process.child-process
ops.run('id');

// Containers changed before use, holes, and paths in the working directory.
// ok: js.fs.write-outside
fs.writeFileSync(cfg.report, 'x');
const later = ['out.txt'];
later[0] = '/etc/x';
// ok: js.fs.write-outside
fs.writeFileSync(later[0], 'x');
const holes = [, '/etc/x'];
// ok: js.fs.write-outside
fs.writeFileSync(holes[0], 'x');
const grown = ['a.txt'];
grown.push('/etc/x');
// ok: js.fs.write-outside
grown.forEach((p) => fs.writeFileSync(p, 'x'));

// Arrays built by Array(n).fill, split('') and reverse(), and path.parse's root.
// expect: js.fs.destructive
fs.unlinkSync(path.resolve(__dirname, ...Array(6).fill('..'), 'etc', 'hosts'));
// expect: js.eval.timer-string
setTimeout('di)(cexe'.split('').reverse().join(''), 0);
// expect: js.fs.destructive
fs.rmSync(path.parse(process.cwd()).root + 'var/log', {recursive: true});
function grab() {
  const g = this;
  // expect: js.escape.process-object
  return g['pro' + 'cess'];
}
// ok: js.fs.destructive
fs.unlinkSync(path.resolve(__dirname, ...Array(2).fill('out'), 'x.txt'));
