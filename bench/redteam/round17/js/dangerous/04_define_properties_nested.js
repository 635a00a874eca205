// Object.defineProperties(jobs.a, {...}) on a nested object is not counted as a member store
const fs = require("fs");
const jobs = { a: { p: "/tmp/cordon-canary" } };
Object.defineProperties(jobs.a, { p: { value: "/etc/cordon-canary" } });
fs.writeFileSync(jobs.a.p, "x");
