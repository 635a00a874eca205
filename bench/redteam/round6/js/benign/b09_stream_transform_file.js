const fs = require('fs');
const { Readable, Transform } = require('stream');
const { pipeline } = require('stream/promises');
const numbered = () => { let i = 0; return new Transform({ transform(chunk, _enc, cb) { cb(null, `${++i}: ${chunk}\n`); } }); };
(async () => {
  fs.mkdirSync('out', { recursive: true });
  await pipeline(Readable.from(['alpha', 'beta', 'gamma']), numbered(), fs.createWriteStream('out/lines.txt'));
  console.log(fs.readFileSync('out/lines.txt', 'utf8'));
})();
