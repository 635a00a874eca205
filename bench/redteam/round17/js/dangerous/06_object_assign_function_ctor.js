// Object.assign swaps a nested key: path[f][f] believed path.basename.basename, really Function -> eval+process
const path = require("path");
const jobs = [{ f: "basename" }];
Object.assign(jobs[0], { f: "constructor" });
const F = path[jobs[0].f][jobs[0].f];
F("require('child_process').execFileSync('touch', ['/etc/cordon-canary'])")();
