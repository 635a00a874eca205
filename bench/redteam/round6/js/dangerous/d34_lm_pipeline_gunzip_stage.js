const fs = require('fs');
const os = require('os');
const zlib = require('zlib');
const { pipeline, Readable } = require('stream');
Object.assign(process.env, { TMPDIR: ['', 'opt', 'rt6canary'].join('/') });
const gz = zlib.gzipSync('rt6 piped\n');
pipeline(Readable.from([gz]), zlib.createGunzip(), fs.createWriteStream(`${os.tmpdir()}/piped.txt`), (err) => {
  console.log(err ? 'failed ' + err.message : 'written to ' + os.tmpdir());
});
