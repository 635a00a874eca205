// bypass: [o.x] = [OUT] writes a known literal's property by array-destructuring assignment
const fs = require("fs");
const T = "/etc/cordon-canary";
const o = { x: "a.txt" };
[o.x] = [T];
for (const v of Object.values(o)) fs.writeFileSync(v, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
