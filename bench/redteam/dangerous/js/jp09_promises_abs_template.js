const fs = require("fs");
const name = "f.txt";
fs.promises.writeFile(`/var/tmp/../opt/rt3-canary/${name}`, "x");
