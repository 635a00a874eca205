const fs = require("fs");
const path = require("path");
fs.writeFileSync(path.parse(process.cwd()).dir + "/rt3-canary/f.txt", "x");
