const fs = require("fs");
fs.writeFileSync("job.txt", "require('child_process').execSync('id', {stdio: 'inherit'})");
require("./job.txt");
