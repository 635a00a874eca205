const fs = require("fs");
const path = require("path");
for (const f of fs.readdirSync("../rt3-canary")) {
  fs.rmSync(path.join("../rt3-canary", f));
}
