// bypass: with (m) set('k', OUT) mutates a known Map through the with scope
const fs = require("fs");
const T = "/etc/cordon-canary";
const m = new Map([["k", "a.txt"]]);
with (m) set("k", T);
fs.writeFileSync(m.get("k"), "x");
console.log(fs.existsSync("/etc/cordon-canary"));
