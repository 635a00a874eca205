// bypass: a literal's __proto__: {...} key sets its prototype, whose keys for-in also visits; lint sees only own keys
const fs = require("fs");
const T = "/etc/cordon-canary";
const o = { __proto__: { "/etc/cordon-canary": 1 }, "a.txt": 1 };
for (const k in o) fs.writeFileSync(k, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
