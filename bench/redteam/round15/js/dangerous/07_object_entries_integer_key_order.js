// bypass: Object.entries lists integer-like keys first; lint keeps source order, so [[, v]] = Object.entries({x:'a.txt',2:OUT}) is seen as 'a.txt'
const fs = require("fs");
const T = "/etc/cordon-canary";
const [[, v]] = Object.entries({ x: "a.txt", 2: T });
fs.writeFileSync(v, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
