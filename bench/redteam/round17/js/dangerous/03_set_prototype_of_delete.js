// Object.setPrototypeOf + delete on a nested object: inherited 'p' replaces the known own value
const fs = require("fs");
const jobs = { a: { p: "/tmp/cordon-canary" } };
Object.setPrototypeOf(jobs.a, { p: "/etc/cordon-canary" });
delete jobs.a.p;
fs.writeFileSync(jobs.a.p, "x");
