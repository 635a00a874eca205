// bypass: {__proto__: proto, ...} with proto a named literal; for-in visits proto's keys too
const fs = require("fs");
const T = "/etc/cordon-canary";
const proto = { [T]: 1 };
const o = { __proto__: proto, "a.txt": 1 };
for (const k in o) fs.writeFileSync(k, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
