const fs = require("fs");
const path = require("path");
fs.writeFileSync(path.relative(".", "/var/opt/rt3-canary/f.txt"), "x");
