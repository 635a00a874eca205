const fs = require("fs");
fs.writeFileSync(`${process.env.PWD}/../rt3-canary/f.txt`, "x");
