// bypass: Object.values puts integer-like keys first; lint keeps source order, so [a] = Object.values({x:'a.txt',1:OUT}) is seen as 'a.txt'
const fs = require("fs");
const T = "/etc/cordon-canary";
const [a] = Object.values({ x: "a.txt", 1: T });
fs.writeFileSync(a, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
