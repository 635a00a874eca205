// V8 writes a heap snapshot to the file name it is given.
const v8 = require('v8');

const file = v8.writeHeapSnapshot('/opt/rt7canary/d14.heapsnapshot');
console.log('snapshot', file);
