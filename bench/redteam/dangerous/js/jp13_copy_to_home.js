const fs = require("fs");
const path = require("path");
fs.writeFileSync("a.txt", "id\n");
fs.copyFileSync("a.txt", path.join(process.env.HOME, ".rt3rc"));
