const fs = require("fs");
fs.unlinkSync(process.cwd().replace(/[^/]+$/, "rt3-canary/victim.txt"));
