// Where paths through the code meet again, a name may hold what any of them left: a
// branch that may not run, a loop's next round (or no round), a `try` stopped part-way,
// a `switch` case jumped into. Each write below may go outside the working directory.
const fs = require('fs');

let target = '/etc/cron.d/job';
if (process.argv.length > 5) target = 'report.txt';
// expect: js.fs.write-outside
fs.writeFileSync(target, '* * * * * root id\n');

// The second round writes where the first round pointed it.
let path = 'notes.txt';
for (let attempt = 0; attempt < 2; attempt++) {
  // expect: js.fs.write-outside
  fs.writeFileSync(path, 'x');
  path = '/etc/ld.so.preload';
}

let dest = '/etc/profile.d/x.sh';
while (process.argv.length > 99) dest = 'fine.txt';
// expect: js.fs.write-outside
fs.writeFileSync(dest, 'id\n');

let out = 'ok.txt';
try {
  out = '/etc/cron.d/handler';
  JSON.parse('not json');
  out = 'ok.txt';
} catch (e) {
  // expect: js.fs.write-outside
  fs.writeFileSync(out, 'x');
}

let picked = 'fine.txt';
switch (process.argv.length) {
  case 1:
    picked = '/etc/cron.d/switch';
    break;
  case 2:
    picked = 'other.txt';
}
// expect: js.fs.write-outside
fs.writeFileSync(picked, 'x');

// Options read through their prototype: {__proto__: {flag}} is {flag}.
// expect: js.fs.write-outside
fs.readFileSync('/etc/cron.d/proto', { __proto__: { flag: 'a+' } });
