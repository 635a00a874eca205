// Where a path comes from, not only what is written in it: the working directory and
// the module's own directory (".", __dirname), one level up (path.dirname), the home
// directory by its variable, the temporary directory (scratch space, unless the path
// climbs out of it), the interpreter's path, file: URLs, percent-escapes, case changes,
// joins with path.sep, path.format and templates of known parts.
const fs = require('fs');
const path = require('path');
const os = require('os');
const url = require('url');

// expect: js.fs.write-outside
fs.writeFileSync(url.fileURLToPath('file:///etc/cron.d/urljob'), 'x');
// expect: js.fs.write-outside
fs.writeFileSync(new URL('/etc/cron.d/baseurl', 'file://'), 'x');
// A loop climbing as far as it goes: each round one level more, so where it ends is
// only known when it runs.
let dir = process.cwd();
while (path.dirname(dir) !== dir) dir = path.dirname(dir);
// expect: cordon.unresolved-path
fs.writeFileSync(path.join(dir, 'etc', 'cron.d', 'climb'), 'x');
// expect: js.fs.write-outside
fs.writeFileSync(path.join(os.tmpdir(), '..', 'etc', 'cron.d', 'tmpjob'), 'x');
// expect: js.fs.write-outside
fs.writeFileSync(decodeURIComponent('%2Fetc%2Fcron.d%2Fpctjob'), 'x');
// expect: js.fs.write-outside
fs.writeFileSync('/ETC/CRON.D/CASEJOB'.toLowerCase(), 'x');
// expect: js.fs.write-outside
fs.writeFileSync(['', 'etc', 'cron.d', 'joinjob'].join(path.sep), 'x');
// Climbing back from somewhere unknown (under node's own folder) leads anywhere.
// expect: cordon.unresolved-path
fs.writeFileSync(path.join(process.argv[0], '..', 'lib', 'x'), 'x');
// expect: js.fs.write-outside
fs.writeFileSync(path.format({dir: '/etc/cron.d', base: 'fmtjob'}), 'x');
// expect: js.fs.write-outside
fs.appendFileSync(process.env.HOME + '/.bashrc', 'alias ls=id\n');
// expect: js.fs.destructive
fs.rmSync(path.dirname(process.cwd()), {recursive: true, force: true});
// expect: js.fs.destructive
fs.promises.rm(`${process.env.HOME}/.ssh`, {recursive: true, force: true});

// The module's own directory and the temporary directory.
// ok: js.fs.write-outside
fs.writeFileSync(path.join(__dirname, 'out.txt'), 'ok');
// ok: js.fs.write-outside
fs.writeFileSync(path.join(os.tmpdir(), 'scratch.txt'), 'ok');
// ok: js.fs.write-outside
fs.writeFileSync(`${__dirname}/report.json`, '{}');
// ok: js.fs.write-outside
fs.mkdtempSync(path.join(os.tmpdir(), 'run-'));

// Opening with numeric flags writes unless the flags are read-only.
const {O_WRONLY, O_CREAT, O_RDONLY} = fs.constants;
// expect: js.fs.write-outside
fs.promises.open('/etc/cron.d/numjob', O_WRONLY | O_CREAT, 0o644);
// ok: js.fs.write-outside
fs.openSync('/etc/hostname', O_RDONLY);
// ok: js.fs.write-outside
fs.openSync('/etc/hostname', 'r');

// Paths decoded from hex and from bytes.
// expect: js.fs.write-outside
fs.writeFileSync(Buffer.from('2f6574632f63726f6e2e642f6a6f62', 'hex'), 'x');
// expect: js.fs.write-outside
fs.writeFileSync(Buffer.from([47, 101, 116, 99, 47, 120]), 'x');
// ok: js.fs.write-outside
fs.writeFileSync(Buffer.from('6f75742e747874', 'hex'), 'x');
