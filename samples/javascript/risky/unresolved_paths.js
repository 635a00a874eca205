// A write or delete whose path cannot be worked out before running is refused: it could
// lead anywhere (default-deny, as for a module name computed at run time).
const fs = require('fs');

const target = process.argv[2];
// expect: cordon.unresolved-path
fs.rmSync(target, { recursive: true, force: true });

// A function's parameter is what its calls pass: here a place outside.
function save(file, text) {
  // expect: js.fs.write-outside
  fs.writeFileSync(file, text);
}
save('notes.txt', 'kept');
save('/etc/cron.d/job', '* * * * * root id');

// Handed on, a deleting function may be called with any path.
// expect: cordon.unresolved-path
Promise.resolve(target).then(fs.unlinkSync);
