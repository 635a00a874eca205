const fs = require("fs");
fs.mkdirSync("build/tmp", { recursive: true });
fs.writeFileSync("build/tmp/a.txt", "x");
fs.promises.rm("build", { recursive: true, force: true }).then(() => console.log(fs.existsSync("build")));
