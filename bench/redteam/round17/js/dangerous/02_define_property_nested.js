// Object.defineProperty(jobs[0], 'p', {value}) on a nested object is not counted as a member store
const fs = require("fs");
const jobs = [{ p: "/tmp/cordon-canary" }];
Object.defineProperty(jobs[0], "p", { value: "/etc/cordon-canary" });
fs.writeFileSync(jobs[0].p, "x");
