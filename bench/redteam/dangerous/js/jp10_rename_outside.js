const fs = require("fs");
fs.writeFileSync("a.txt", "x");
fs.renameSync("a.txt", "../rt3-canary/a.txt");
