const fs = require("fs");
const os = require("os");
fs.rmSync(os.tmpdir() + "/../var/opt/rt3-canary", { recursive: true, force: true });
