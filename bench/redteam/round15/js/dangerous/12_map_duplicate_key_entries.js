// bypass: duplicate Map key keeps first slot with last value; [[, a]] = m.entries() seen as 'a.txt'
const fs = require("fs");
const T = "/etc/cordon-canary";
const m = new Map([["k", "a.txt"], ["j", "b.txt"], ["k", T]]);
const [[, a]] = m.entries();
fs.writeFileSync(a, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
