// bypass: Map keys use SameValueZero, so two NaN keys are one entry (first slot, last value); lint keeps two entries
const fs = require("fs");
const T = "/etc/cordon-canary";
const m = new Map([[NaN, "a.txt"], [NaN, T]]);
const [a] = m.values();
fs.writeFileSync(a, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
