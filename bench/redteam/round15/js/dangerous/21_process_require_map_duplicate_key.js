// bypass (process): Map duplicate key reorders values; require() of the first value is child_process, lint thinks 'path'
const fs = require("fs");
const T = "/etc/cordon-canary";
const mp = new Map([["k", "path"], ["j", "os"], ["k", "child_process"]]);
const [mod] = mp.values();
require(mod).execSync("touch " + T);
console.log(fs.existsSync("/etc/cordon-canary"));
