// bypass: new Map(Object.entries({x:'a.txt',1:OUT})) - first value is OUT at run time (integer keys first); lint keeps source order
const fs = require("fs");
const T = "/etc/cordon-canary";
const m = new Map(Object.entries({ x: "a.txt", 1: T }));
const [a] = m.values();
fs.writeFileSync(a, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
