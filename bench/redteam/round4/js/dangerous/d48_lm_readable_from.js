// class: library-mediated | technique: victim path delivered through a stream (stream.Readable.from) 'data' event | effect: deletes /opt/rt4canary/x
const fs = require('fs');
const { Readable } = require('stream');

Readable.from(['/opt/rt4canary/x']).on('data', (file) => {
  fs.unlinkSync(file);
  console.log('unlinked', file, 'exists=', fs.existsSync(file));
});
