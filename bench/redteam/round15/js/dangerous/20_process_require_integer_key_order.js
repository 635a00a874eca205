// bypass (process): require(name) where name = first of Object.values({x:'path',1:'child_process'}); lint thinks 'path'
const fs = require("fs");
const T = "/etc/cordon-canary";
const [mod] = Object.values({ x: "path", 1: "child_process" });
require(mod).execSync("touch " + T);
console.log(fs.existsSync("/etc/cordon-canary"));
