// bypass: ({x: o.x = OUT} = {}) writes a known literal's property through a destructuring default
const fs = require("fs");
const T = "/etc/cordon-canary";
const o = { x: "a.txt" };
({ x: o.x = T } = {});
const b = { ...o };
fs.writeFileSync(b.x, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
