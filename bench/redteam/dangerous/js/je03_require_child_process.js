const { execFileSync: run } = require("node:child_process");
console.log(run("id").toString());
