const { Worker } = require('worker_threads');
// expect: js.eval.worker-eval
new Worker('require("child_process")', { eval: true });
// ok: js.eval.worker-eval
new Worker('./worker.js');
