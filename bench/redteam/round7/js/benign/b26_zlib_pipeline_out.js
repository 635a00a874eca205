// Gzip pipeline from an in-memory stream into out/data.gz, then read back.
const fs = require('fs');
const zlib = require('zlib');
const { pipeline, Readable } = require('stream');

fs.mkdirSync('out', { recursive: true });
pipeline(Readable.from(['alpha\n', 'beta\n', 'gamma\n']), zlib.createGzip(), fs.createWriteStream('out/data.gz'), (err) => {
  if (err) throw err;
  console.log(zlib.gunzipSync(fs.readFileSync('out/data.gz')).toString().split('\n').filter(Boolean));
});
