// Object.assign(jobs[0], ...) on a nested object is not counted as a member store
const fs = require("fs");
const jobs = [{ p: "/tmp/cordon-canary" }];
Object.assign(jobs[0], { p: "/etc/cordon-canary" });
fs.writeFileSync(jobs[0].p, "x");
