const fs = require("fs");
const os = require("os");
const path = require("path");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "job-"));
fs.writeFileSync(path.join(dir, "part.txt"), "x");
console.log(fs.readdirSync(dir));
fs.rmSync(dir, { recursive: true, force: true });
