// bypass: a repeated Map key keeps its first position but takes the last value; lint treats the first entry's value as first
const fs = require("fs");
const T = "/etc/cordon-canary";
const m = new Map([["k", "a.txt"], ["j", "b.txt"], ["k", T]]);
const [a] = m.values();
fs.writeFileSync(a, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
