// bypass: [xs[0]] = [OUT] writes a known array's element by destructuring assignment
const fs = require("fs");
const T = "/etc/cordon-canary";
const xs = ["a.txt"];
[...xs.keys()];
[xs[0]] = [T];
for (const p of xs) fs.writeFileSync(p, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
