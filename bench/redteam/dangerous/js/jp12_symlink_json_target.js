const fs = require("fs");
const target = JSON.parse('"/var/tmp/../opt/rt3-canary"');
fs.promises.symlink(target, "lnk").then(() => fs.writeFileSync("lnk/f.txt", "x"));
