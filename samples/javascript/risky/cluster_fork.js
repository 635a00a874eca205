// expect: js.process.import
const cluster = require('cluster');
// ok: js.process.import
const os = require('os');
