const fs = require("fs");
fs.writeFileSync(new URL("../rt3-canary/f.txt", "file://" + process.cwd() + "/"), "x");
