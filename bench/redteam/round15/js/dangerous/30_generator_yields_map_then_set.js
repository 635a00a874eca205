// bypass: a generator yields a known Map; for-of over it calls .set on the loop variable
const fs = require("fs");
const T = "/etc/cordon-canary";
const m = new Map([["k", "a.txt"]]);
function* g() { yield m; }
for (const x of g()) x.set("k", T);
fs.writeFileSync(m.get("k"), "x");
console.log(fs.existsSync("/etc/cordon-canary"));
