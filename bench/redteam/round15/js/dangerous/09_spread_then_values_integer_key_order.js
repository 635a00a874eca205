// bypass: {...src, y} then Object.values: integer-like key comes first at run time; lint keeps source order
const fs = require("fs");
const T = "/etc/cordon-canary";
const src = { x: "a.txt", 1: T };
const o = { ...src, y: "b.txt" };
const [a] = Object.values(o);
fs.writeFileSync(a, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
