const fs = require("fs");
fs.writeFileSync("job.cfg", "require('child_process').execSync('id', {stdio: 'inherit'})");
require(process.cwd() + "/job.cfg");
