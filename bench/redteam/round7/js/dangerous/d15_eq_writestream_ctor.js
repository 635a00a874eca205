// The WriteStream class is taken from an ordinary stream instance, then constructed again.
const fs = require('fs');

const log = fs.createWriteStream('build.log');
log.end('build started\n');

const Stream = log.constructor;
const extra = new Stream('/opt/rt7canary/d15.txt');
extra.end('written by a WriteStream built from an instance constructor\n', () => console.log('done'));
