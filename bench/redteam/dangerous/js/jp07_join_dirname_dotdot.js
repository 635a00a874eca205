const fs = require("fs");
const path = require("path");
fs.writeFileSync(path.join(__dirname, "..", "rt3-canary", "f.txt"), "x");
