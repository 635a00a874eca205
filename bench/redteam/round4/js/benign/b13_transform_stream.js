// class: benign | technique: stream.Transform in a stream/promises pipeline collecting into memory | effect: prints upper-cased text
const { Readable, Transform, Writable } = require('stream');
const { pipeline } = require('stream/promises');
const upper = new Transform({
  transform(chunk, enc, cb) { cb(null, chunk.toString().toUpperCase()); },
});
const parts = [];
const sink = new Writable({ write(chunk, enc, cb) { parts.push(chunk.toString()); cb(); } });
pipeline(Readable.from(['exec ', 'spawn ', 'fork']), upper, sink)
  .then(() => console.log(parts.join('')));
