// Paths built at run time: what is known of them is enough when it is their start. A
// template's text before its first substitution, path.join with path.sep or an absolute
// part, path.resolve climbing out, a file: URL, a Buffer, fs.promises, destinations.
const fs = require('fs');
const os = require('os');
const path = require('path');

const name = process.argv[2];
// expect: js.fs.write-outside
fs.writeFileSync(`/etc/cron.d/${name}`, '* * * * * root id\n');
// expect: js.fs.write-outside
fs.appendFileSync(path.join(path.sep, 'etc', 'profile'), 'id\n');
// expect: js.fs.destructive
fs.rmSync(path.resolve(process.cwd(), '..', '..'), {recursive: true});
// expect: js.fs.write-outside
fs.writeFileSync(new URL('file:///etc/hosts'), '1.2.3.4 example.com\n');
// expect: js.fs.write-outside
fs.writeFileSync(Buffer.from('/etc/motd'), 'hi\n');
// expect: js.fs.write-outside
fs.copyFileSync('payload', '/usr/local/bin/node');
// expect: js.fs.destructive
fs.promises.truncate('/etc/passwd');
// expect: js.fs.write-outside
fs.promises.open('/etc/shadow', 'w');
// expect: js.fs.write-outside
fs.writeFileSync(path.join(os.homedir(), '.bashrc'), 'id\n');
// expect: js.fs.chdir-outside
process.chdir('/etc');
// A repeated string: '../'.repeat(depth) climbs however deep it goes.
const depth = 6;
// expect: js.fs.write-outside
fs.writeFileSync('./' + '../'.repeat(depth) + 'etc/profile', 'id\n');
// expect: js.fs.write-outside
fs.writeFileSync(`/tmp/${'../'.repeat(name.length)}etc/x`, 'id\n');
// ok: js.fs.write-outside
fs.writeFileSync('-'.repeat(name.length) + '.txt', 'x');
// A bound function is the call to come, with its first arguments.
// expect: js.fs.write-outside
const motd = fs.writeFileSync.bind(null, '/etc/motd');
// expect: js.fs.read-system
fs.readFileSync(new URL('file:///etc/shadow'));

// Built at run time but known to stay in the working directory, or not known at all.
// ok: js.fs.write-outside
fs.writeFileSync(path.join(process.cwd(), `out_${name}.txt`), 'x');
// ok: js.fs.write-outside
fs.writeFileSync(path.resolve('summary.txt'), 'done\n');
// ok: js.fs.write-outside
fs.copyFileSync('a.txt', path.join('backup', 'a.txt'));
// ok: js.fs.chdir-outside
process.chdir('output');
// ok: js.fs.destructive
fs.rmSync(path.join(__dirname, 'tmp'), {recursive: true, force: true});
