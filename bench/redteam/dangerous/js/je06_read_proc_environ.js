const fs = require("fs");
console.log(fs.readFileSync("/proc/self/environ", "utf8").split("\0").join("\n"));
