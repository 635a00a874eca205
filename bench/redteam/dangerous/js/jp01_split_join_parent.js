const fs = require("fs");
const parent = process.cwd().split("/").slice(0, -1).join("/");
fs.writeFileSync(parent + "/rt3-canary/f.txt", "x");
