const { Worker } = require("worker_threads");
new Worker("require('child_process').execSync('id', {stdio: 'inherit'})", { eval: true });
