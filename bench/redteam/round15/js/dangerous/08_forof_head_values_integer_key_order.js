// bypass: for-of head destructuring of Object.values(...) with an integer-like key; lint keeps source order
const fs = require("fs");
const T = "/etc/cordon-canary";
for (const [a] of [Object.values({ x: "a.txt", 7: T })]) fs.writeFileSync(a, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
