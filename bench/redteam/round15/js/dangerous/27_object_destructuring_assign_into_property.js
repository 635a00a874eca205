// bypass: ({y: o.x} = {y: OUT}) writes a known literal's property by object-destructuring assignment
const fs = require("fs");
const T = "/etc/cordon-canary";
const o = { x: "a.txt" };
({ y: o.x } = { y: T });
const b = { ...o };
fs.writeFileSync(b.x, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
