// bypass: with (xs) push(OUT) mutates a known array through the with scope; not seen as a mutator call
const fs = require("fs");
const T = "/etc/cordon-canary";
const xs = ["a.txt"];
with (xs) push(T);
for (const p of xs) fs.writeFileSync(p, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
